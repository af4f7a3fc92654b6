import { EEA_COUNTRY_CODES } from './eea-countries';
import { COOKIES } from './cookies';

/**
 * Consent categories (accounts-commerce §2 "Consent banner"): necessary cookies need no consent; preferences and
 * statistics do, on the sites whose guests have the gdpr flag. The categories and cookies are the cookie policy's
 * (legal-content, "cookie-policy"), so the banner, the policy page and the code agree.
 */
export type ConsentCategory = 'necessary' | 'preferences' | 'statistics';

/** The categories a guest chooses (necessary is always on). */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;

/** Each cookie the site writes, by category (the cookie policy's table). */
export const COOKIE_CATEGORIES: Readonly<Record<string, ConsentCategory>> = {
  [COOKIES.token.name]: 'necessary',
  [COOKIES.fingerprint.name]: 'necessary',
  [COOKIES.appContext.name]: 'necessary',
  [COOKIES.loggedInAppContext.name]: 'necessary',
  [COOKIES.countryIso.name]: 'necessary',
  [COOKIES.consent.name]: 'necessary',
  [COOKIES.locale.name]: 'preferences',
  [COOKIES.geoContext.name]: 'preferences',
  [COOKIES.quickLogin.name]: 'preferences',
  [COOKIES.utm.name]: 'statistics',
  [COOKIES.expd.name]: 'statistics',
  [COOKIES.clientId.name]: 'statistics',
};

/**
 * Countries whose guests have the gdpr flag: the European Economic Area (GDPR and the ePrivacy directive) and the
 * United Kingdom (UK GDPR and PECR ask the same consent for cookies). Lower-case ISO codes, as the sites use them.
 */
const GDPR_COUNTRY_CODES: ReadonlySet<string> = new Set([...EEA_COUNTRY_CODES, 'gb', 'uk']);

/** The guest's gdpr flag, by the country of the site they are on. */
export function isGdprCountry(countryCode: string): boolean {
  return GDPR_COUNTRY_CODES.has(countryCode.toLowerCase());
}

/** What a guest chose, and when (epoch seconds); kept in the consent cookie. */
export interface ConsentChoice {
  preferences: boolean;
  statistics: boolean;
  decidedAtSeconds: number;
}

/** Bumped when the categories change: a choice made under an older version is asked again. */
export const CONSENT_VERSION = 1;

/** The consent cookie's value: `<version>.<preferences 0|1>.<statistics 0|1>.<decided at, epoch seconds>`. */
export function serializeConsent(choice: ConsentChoice): string {
  return [CONSENT_VERSION, Number(choice.preferences), Number(choice.statistics), Math.floor(choice.decidedAtSeconds)].join('.');
}

/** A consent cookie's value read back; null when absent, malformed or of an older version (the guest is asked again). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  const match = /^(\d+)\.([01])\.([01])\.(\d{1,12})$/.exec(value ?? '');
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { preferences: match[2] === '1', statistics: match[3] === '1', decidedAtSeconds: Number(match[4]) };
}

/**
 * Whether what a category covers may be written or sent: necessary always; elsewhere, without the gdpr flag,
 * always; with it, only once the guest said yes to that category.
 */
export function consentAllows(category: ConsentCategory, gdpr: boolean, choice: ConsentChoice | null): boolean {
  if (category === 'necessary' || !gdpr) return true;
  return choice?.[category] === true;
}

/** Whether a cookie may be written now (a cookie missing from the table counts as statistics: the safe side). */
export function cookieAllowed(cookieName: string, gdpr: boolean, choice: ConsentChoice | null): boolean {
  return consentAllows(COOKIE_CATEGORIES[cookieName] ?? 'statistics', gdpr, choice);
}
