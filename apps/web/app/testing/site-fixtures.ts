import type { SiteContext } from '../site/site-context';

/** The Dutch Dunelight Homes site, as resolved for nl.homes.localhost. */
export function dunelightNlSite(overrides: Partial<SiteContext> = {}): SiteContext {
  return {
    brandId: 'dunelight',
    brandName: 'Dunelight Homes',
    themeId: 'dunelight',
    locale: 'en',
    dir: 'ltr',
    formatLocale: 'en',
    isMobile: false,
    countryId: 2,
    countryCode: 'NL',
    siteCountryId: 2,
    timeZone: 'Europe/Amsterdam',
    countryIds: [2],
    defaultPropertyType: 'home',
    origin: 'http://nl.homes.localhost',
    micrositeMode: false,
    micrositeName: null,
    webview: false,
    deviceRole: 'Consumer_Guest',
    openSearch: true,
    mapStyleUrl: null,
    onboardingOrigin: '',
    ...overrides,
  };
}
