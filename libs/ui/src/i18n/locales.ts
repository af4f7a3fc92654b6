/** The site's locales (spec accounts-commerce §9), English first: the default and the fallback. */
export interface SiteLocale {
  code: string;
  /** The language's own name, for a language picker. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
  /** Offered on phones only (Hindi, Thai). */
  mobileOnly: boolean;
}

export const DEFAULT_LOCALE = 'en';

export const SITE_LOCALES: readonly SiteLocale[] = [
  { code: 'en', nativeName: 'English', dir: 'ltr', mobileOnly: false },
  { code: 'es', nativeName: 'Español', dir: 'ltr', mobileOnly: false },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr', mobileOnly: false },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl', mobileOnly: false },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr', mobileOnly: false },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr', mobileOnly: true },
  { code: 'ja', nativeName: '日本語', dir: 'ltr', mobileOnly: false },
  { code: 'pt', nativeName: 'Português', dir: 'ltr', mobileOnly: false },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr', mobileOnly: true },
  { code: 'nl', nativeName: 'Nederlands', dir: 'ltr', mobileOnly: false },
  { code: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr', mobileOnly: false },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr', mobileOnly: false },
  { code: 'fr', nativeName: 'Français', dir: 'ltr', mobileOnly: false },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr', mobileOnly: false },
];

/** The supported locale a requested tag names ('nl-BE' → nl; the spec's 'my' for Malay → ms), or undefined. */
export function findSiteLocale(requested: string | null | undefined): SiteLocale | undefined {
  const language = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const code = language === 'my' ? 'ms' : language;
  return SITE_LOCALES.find((locale) => locale.code === code);
}

/**
 * The locale of a page: the first supported of the candidates, in order of precedence
 * (e.g. `?locale=`, the `locale` cookie, the site's own locale), else English.
 */
export function pickLocale(candidates: ReadonlyArray<string | null | undefined>): SiteLocale {
  for (const candidate of candidates) {
    const found = findSiteLocale(candidate);
    if (found) return found;
  }
  return SITE_LOCALES[0] as SiteLocale;
}
