/** A language the site speaks (accounts-commerce §3 "Language entry", §9 "Locales"). */
export interface LocaleConfig {
  locale: string;
  name: string;
  displayName: string;
  isRTL: boolean;
  /** Offered on mobile only (Hindi and Thai). */
  mobileOnly: boolean;
  /** Outside the EU languages (accounts-commerce §3 "inNonEuLanguage"). */
  inNonEuLanguage: boolean;
}

const locale = (code: string, name: string, displayName: string, options: Partial<Pick<LocaleConfig, 'isRTL' | 'mobileOnly'>> = {}): LocaleConfig => ({
  locale: code,
  name,
  displayName,
  isRTL: options.isRTL ?? false,
  mobileOnly: options.mobileOnly ?? false,
  inNonEuLanguage: !['nl', 'de', 'fr', 'it', 'es', 'pt'].includes(code),
});

/** The fourteen locales, English first (the default). */
export const LOCALES: readonly LocaleConfig[] = [
  locale('en', 'English', 'English'),
  locale('es', 'Spanish', 'Español'),
  locale('id', 'Bahasa', 'Bahasa Indonesia'),
  locale('ar', 'Arabic', 'العربية', { isRTL: true }),
  locale('vi', 'Vietnamese', 'Tiếng Việt'),
  locale('hi', 'Hindi', 'हिन्दी', { mobileOnly: true }),
  locale('ja', 'Japanese', '日本語'),
  locale('pt', 'Portuguese', 'Português'),
  locale('th', 'Thai', 'ไทย', { mobileOnly: true }),
  locale('nl', 'Dutch', 'Nederlands'),
  locale('ms', 'Malay', 'Bahasa Melayu'),
  locale('de', 'German', 'Deutsch'),
  locale('fr', 'French', 'Français'),
  locale('it', 'Italian', 'Italiano'),
];

/** Locale load failure falls back to English (accounts-commerce §4). */
export const DEFAULT_LOCALE = 'en';

/** The locale a requested tag names, matched on its language part ('nl-BE' → nl), or undefined when we do not speak it. */
export function findLocale(requested: string | undefined | null): LocaleConfig | undefined {
  const language = (requested ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // The spec's translation list names Malay 'my'; we accept it as an alias of the ISO code 'ms'.
  const code = language === 'my' ? 'ms' : language;
  return LOCALES.find((entry) => entry.locale === code);
}

/** The locale to use: the requested one when we have it, else English. */
export function resolveLocale(requested: string | undefined | null): LocaleConfig {
  return findLocale(requested) ?? (LOCALES[0] as LocaleConfig);
}

/**
 * The locale of a page: the first we speak of the candidates, in order of precedence (e.g. `?locale=`, the
 * `locale` cookie, the site's own locale), else English.
 */
export function pickLocale(candidates: ReadonlyArray<string | null | undefined>): LocaleConfig {
  for (const candidate of candidates) {
    const found = findLocale(candidate);
    if (found) return found;
  }
  return LOCALES[0] as LocaleConfig;
}

/** Whether a locale may be offered on this device (Hindi and Thai are mobile only). */
export function isLocaleOffered(entry: LocaleConfig, isMobile: boolean): boolean {
  return isMobile || !entry.mobileOnly;
}

export function textDirection(localeCode: string): 'rtl' | 'ltr' {
  return resolveLocale(localeCode).isRTL ? 'rtl' : 'ltr';
}
