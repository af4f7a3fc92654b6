/** Cookies the site writes, with their lifetimes in seconds (accounts-commerce §9). */
export interface CookieDefinition {
  name: string;
  maxAgeSeconds: number | null;
  path: string;
}

const DAY_SECONDS = 86_400;

export const COOKIES = {
  fingerprint: { name: 'fingerprint2', maxAgeSeconds: 63_072_000, path: '/' },
  appContext: { name: 'appContext', maxAgeSeconds: 7_200, path: '/' },
  geoContext: { name: 'geoContext', maxAgeSeconds: 43_200, path: '/' },
  loggedInAppContext: { name: 'loggedInAppContext', maxAgeSeconds: 15_552_000, path: '/' },
  countryIso: { name: 'countryIso', maxAgeSeconds: 7_200, path: '/' },
  quickLogin: { name: 'quickLogin', maxAgeSeconds: DAY_SECONDS, path: '/' },
  // The spec gives the locale cookie no lifetime; a language the guest chose is kept for a year (365 days).
  locale: { name: 'locale', maxAgeSeconds: 31_536_000, path: '/' },
  token: { name: 'token', maxAgeSeconds: null, path: '/' },
  expd: { name: 'expd', maxAgeSeconds: null, path: '/' },
  clientId: { name: 'client_id', maxAgeSeconds: null, path: '/' },
} as const satisfies Record<string, CookieDefinition>;
