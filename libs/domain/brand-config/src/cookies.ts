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
  // The guest's consent choice (necessary: it is what keeps the answer): six months, then the guest is asked again.
  consent: { name: 'cookie_consent', maxAgeSeconds: 15_552_000, path: '/' },
  // The tracked marketing parameters (statistics): "Utm info expires after 43200 minutes (30 days)".
  utm: { name: 'utm', maxAgeSeconds: 43_200 * 60, path: '/' },
} as const satisfies Record<string, CookieDefinition>;
