import type { ConsentInfo } from '@stays/api-client';
import { CONSENT_VERSION, COOKIES, COOKIE_CATEGORIES, isGdprCountry, type ConsentCategory } from '@stays/brand-config';

const CATEGORY_ORDER: readonly ConsentCategory[] = ['necessary', 'preferences', 'statistics'];

/** Lifetimes by cookie name, from the one table of cookies (brand-config's COOKIES). */
const LIFETIMES = new Map<string, number | null>(Object.values(COOKIES).map((cookie) => [cookie.name, cookie.maxAgeSeconds]));

/**
 * The consent (gdpr) info of a country (accounts-commerce §7 "Consent (gdpr) info request on mount"): the guest's gdpr
 * flag there, and each category with the cookies it covers and their lifetimes, so the banner and the cookie policy
 * list the same cookies. The same for every guest of a country: cacheable.
 */
export function consentInfoFor(countryCode: string): ConsentInfo {
  return {
    country_code: countryCode,
    gdpr: isGdprCountry(countryCode),
    version: CONSENT_VERSION,
    choice_max_age_seconds: COOKIES.consent.maxAgeSeconds,
    categories: CATEGORY_ORDER.map((id) => ({
      id,
      required: id === 'necessary',
      cookies: Object.entries(COOKIE_CATEGORIES)
        .filter(([, category]) => category === id)
        .map(([name]) => ({ name, max_age_seconds: LIFETIMES.get(name) ?? null })),
    })),
  };
}
