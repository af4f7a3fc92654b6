/**
 * Countries whose sites format numbers, money and dates in their own variant of a language: India groups in lakhs
 * and crores (₹1,00,000) and writes the day first (27/11/2026, 27 Nov 2026), in English as in Hindi.
 */
const REGIONAL_FORMATS: Readonly<Record<string, readonly string[]>> = {
  in: ['en', 'hi'],
};

/**
 * The BCP 47 locale numbers, money and dates are formatted in, from the page's language and the site's country:
 * `en` on an Indian site → `en-IN`, `hi` → `hi-IN`; every other pair keeps the language alone, as before.
 */
export function formattingLocale(language: string, countryCode: string | null | undefined): string {
  const country = (countryCode ?? '').toLowerCase();
  return REGIONAL_FORMATS[country]?.includes(language) ? `${language}-${country.toUpperCase()}` : language;
}
