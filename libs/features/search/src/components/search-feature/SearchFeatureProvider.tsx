import type { ReactNode } from 'react';
import { SearchConfigProvider, type SearchConfig } from '../../config/search-config';
import { SearchFormProvider, type SearchFormProviderProps } from '../../stores/search-form-context';

export interface SearchFeatureProviderProps {
  config: SearchConfig;
  /** The form's starting values: the stay from the URL or the defaults, and the destination on a listing. */
  initial: SearchFormProviderProps['initial'];
  children: ReactNode;
}

/** Mounts the search feature: the site's settings and one search-form store. */
export function SearchFeatureProvider({ config, initial, children }: SearchFeatureProviderProps) {
  return (
    <SearchConfigProvider value={config}>
      <SearchFormProvider initial={initial}>{children}</SearchFormProvider>
    </SearchConfigProvider>
  );
}
