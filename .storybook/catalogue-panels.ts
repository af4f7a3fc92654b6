import { brandById, countryByCode, findLocale, textDirection } from '@stays/brand-config';

export type ThemeId = 'nivaas' | 'dunelight';

/** How a story is drawn: once (the toolbar's brand and locale), or in three panels side by side or one above another. */
export type CatalogueView = 'one' | 'side-by-side' | 'stacked';

/** One drawing of a story: a brand theme in a locale, with that brand's name and its home country's time zone. */
export interface Panel {
  theme: ThemeId;
  brandName: string;
  locale: string;
  dir: 'ltr' | 'rtl';
  timeZone: string;
  /** e.g. "Dunelight Homes · English". */
  caption: string;
}

/** The right-to-left locale of the comparison. */
const RIGHT_TO_LEFT_LOCALE = 'ar';

function panel(theme: ThemeId, locale: string): Panel {
  const brand = brandById(theme);
  const dir = textDirection(locale);
  const language = findLocale(locale)?.displayName ?? locale;
  return {
    theme,
    brandName: brand.name,
    locale,
    dir,
    timeZone: countryByCode(brand.defaultCountryCode)?.timeZone ?? 'UTC',
    caption: `${brand.name} · ${language}${dir === 'rtl' ? ' (right to left)' : ''}`,
  };
}

/** The brand and locale chosen in the toolbar. */
export function toolbarChoice(globals: Record<string, unknown>): { theme: ThemeId; locale: string } {
  return { theme: globals['theme'] === 'dunelight' ? 'dunelight' : 'nivaas', locale: typeof globals['locale'] === 'string' ? globals['locale'] : 'en' };
}

/** The toolbar's view, unless the story can only be drawn once (its `singleView` parameter says why). */
export function viewOf(globals: Record<string, unknown>, parameters: Record<string, unknown>): CatalogueView {
  const view = globals['view'];
  if (typeof parameters['singleView'] === 'string') return 'one';
  return view === 'side-by-side' || view === 'stacked' ? view : 'one';
}

/**
 * The panels a story is drawn in. Compared: Nivaas and Dunelight Homes in the toolbar's locale (English when that
 * locale is itself right to left), then the toolbar's brand in Arabic.
 */
export function panelsOf(globals: Record<string, unknown>, parameters: Record<string, unknown>): Panel[] {
  const { theme, locale } = toolbarChoice(globals);
  if (viewOf(globals, parameters) === 'one') return [panel(theme, locale)];
  const leftToRight = textDirection(locale) === 'ltr' ? locale : 'en';
  return [panel('nivaas', leftToRight), panel('dunelight', leftToRight), panel(theme, RIGHT_TO_LEFT_LOCALE)];
}
