import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClientOptions } from '@stays/api-client';

/** What the search feature needs to know about the site it is mounted in. */
export interface SearchConfig {
  /** How the browser reaches the API: same origin ('') on the web site. */
  api: ApiClientOptions;
  brandName: string;
  /** Country ids the brand sells; 'Near me' only picks cities among them. */
  countryIds: readonly number[];
  /** The site's country: suggestions from it rank first; its time zone sets "today". */
  countryId: number;
  timeZone: string;
  defaultPropertyType: 'hotel' | 'home';
  /**
   * Microsite or webview mode (guest-journey §1): hides the header links and the other components
   * the spec hides there, so a microsite can mount the same feature.
   */
  micrositeMode: boolean;
  /**
   * The brand's open-search flag (guest-journey §4, §5): a guest may clear both dates and search, twice per
   * browser session; then dates are required.
   */
  openSearch: boolean;
  /**
   * Query parameters every search made here carries on to the page it opens, encoded, without '?': an affiliate's
   * own (utm_source, partner …) on /searchaffiliate/. Absent: none.
   */
  keptQuery?: string;
  /** The map's tile style URL in production (MapLibre style JSON); without it, the shipped offline basemap. */
  mapStyleUrl?: string;
}

const SearchConfigContext = createContext<SearchConfig | null>(null);

export function SearchConfigProvider({ value, children }: { value: SearchConfig; children: ReactNode }) {
  return <SearchConfigContext.Provider value={value}>{children}</SearchConfigContext.Provider>;
}

export function useSearchConfig(): SearchConfig {
  const config = useContext(SearchConfigContext);
  if (!config) throw new Error('useSearchConfig needs a <SearchConfigProvider> above it');
  return config;
}
