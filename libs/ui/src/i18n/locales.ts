import { DEFAULT_LOCALE, LOCALES, resolveLocale, type LocaleConfig } from '@stays/brand-config';

const languageOf = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The site locale a requested tag names ('nl-BE' → nl), or undefined when we do not speak it. */
export function findSiteLocale(requested: string | null | undefined): LocaleConfig | undefined {
  if (!requested) return undefined;
  const found = resolveLocale(requested);
  // resolveLocale answers English for anything unknown: only accept English when English was asked for.
  return found.locale !== DEFAULT_LOCALE || languageOf(requested) === DEFAULT_LOCALE ? found : undefined;
}

/**
 * The locale of a page: the first supported of the candidates, in order of precedence
 * (e.g. `?locale=`, the `locale` cookie, the site's own locale), else English.
 */
export function pickLocale(candidates: ReadonlyArray<string | null | undefined>): LocaleConfig {
  for (const candidate of candidates) {
    const found = findSiteLocale(candidate);
    if (found) return found;
  }
  return LOCALES[0] as LocaleConfig;
}

export function localeDirection(locale: LocaleConfig): 'rtl' | 'ltr' {
  return locale.isRTL ? 'rtl' : 'ltr';
}
