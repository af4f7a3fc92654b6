import { createContext, useContext, type ReactNode } from 'react';
import type { SearchConfig } from '@stays/feature-search';
import type { MicrositeSettings } from '../settings/microsite-settings';

export interface MicrositeContextValue {
  settings: MicrositeSettings;
  search: SearchConfig;
}

const MicrositeContext = createContext<MicrositeContextValue | null>(null);

export function MicrositeContextProvider({ value, children }: { value: MicrositeContextValue; children: ReactNode }) {
  return <MicrositeContext.Provider value={value}>{children}</MicrositeContext.Provider>;
}

export function useMicrosite(): MicrositeContextValue {
  const value = useContext(MicrositeContext);
  if (!value) throw new Error('useMicrosite needs a <MicrositeContextProvider> above it');
  return value;
}
