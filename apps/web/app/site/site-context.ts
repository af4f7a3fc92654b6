import { useRouteLoaderData } from 'react-router';
import type { ExperimentJSON } from '@stays/brand-config';
import type { ConsentState } from '../consent/consent-state';

/** Everything a page needs to know about the brand and site the visitor arrived on (serialisable). */
export interface SiteContext {
  brandId: 'nivaas' | 'dunelight' | 'dunelight-in';
  brandName: string;
  themeId: 'nivaas' | 'dunelight';
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The locale numbers, money and dates are formatted in: the language, in its country's variant on the India sites (en-IN). */
  formatLocale: string;
  /** A phone or tablet (client hint or user agent): Hindi and Thai are offered there only. */
  isMobile: boolean;
  /** The site's country (its own, or the brand's default for a global site). */
  countryId: number;
  countryCode: string;
  /** The country of a country site (nl.homes…); null on a brand's global site, which sells all its countries. */
  siteCountryId: number | null;
  timeZone: string;
  /** Countries the brand sells. */
  countryIds: readonly number[];
  defaultPropertyType: 'hotel' | 'home';
  /** scheme://host of the request, for canonical URLs. */
  origin: string;
  /** Microsite or webview mode: hides what the spec hides there (site-mode.server.ts keeps it across navigation). */
  micrositeMode: boolean;
  /** The partner whose microsite shell (apps/microsite) serves the page; null on the consumer site. */
  micrositeName: string | null;
  /** Inside a native app's webview (`?webview=true`, kept for the visit): page events and sign-out go to the native bridge. */
  webview: boolean;
  /** The device role sent on sign-in, sign-up, OTP, forgotten password and booking (accounts-commerce §6). */
  deviceRole: string;
  /** The brand's open-search flag: a search without dates is allowed (guest-journey §5). */
  openSearch: boolean;
  /** The listing map's tile style (MAP_STYLE_URL); null draws the basemap shipped with the site. */
  mapStyleUrl: string | null;
  /** Origin of the onboarding widget's host (ONBOARDING_ORIGIN); '' is this site, which proxies /v1/ to the API. */
  onboardingOrigin: string;
}

export interface RootData {
  site: SiteContext;
  messages: Record<string, string>;
  /** The request carried a session cookie: only then does the page ask who is signed in. */
  hasSession: boolean;
  /** The guest's gdpr flag, the consent info and their choice (consent/consent-info.server.ts). */
  consent?: ConsentState;
  /** The guest's experimentJSON (experiments/experiments.server.ts), assigned from the device id. */
  experiments?: ExperimentJSON;
}

/** The site context from the root loader; undefined only when the root loader itself failed. */
function useSite(): SiteContext | undefined {
  return useRouteLoaderData<RootData>('root')?.site;
}

/** The site context inside a page (the root loader has run when a page renders). */
export function useRequiredSite(): SiteContext {
  const site = useSite();
  if (!site) throw new Error('the root loader did not provide the site context');
  return site;
}
