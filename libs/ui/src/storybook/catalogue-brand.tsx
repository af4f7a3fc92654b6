import { createContext, useContext } from 'react';

export interface CatalogueBrand {
  theme: 'nivaas' | 'dunelight';
  /** The brand's name as its logo spells it. */
  name: string;
}

const CatalogueBrandContext = createContext<CatalogueBrand>({ theme: 'nivaas', name: 'Nivaas' });

/** Set by the catalogue for each panel it draws a story in (one brand, or both side by side). */
export const CatalogueBrandProvider = CatalogueBrandContext.Provider;

/** The brand a story is drawn in: brand chrome (logo, header) follows it, so one story shows either brand. */
export function useCatalogueBrand(): CatalogueBrand {
  return useContext(CatalogueBrandContext);
}
