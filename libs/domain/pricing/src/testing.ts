import { COUNTRIES, LOCALES } from '@stays/brand-config';

/** Every currency a country site sells in, and those the product names, for properties over all of them. */
export const TEST_CURRENCIES: readonly string[] = [
  ...new Set([...COUNTRIES.map((country) => country.currencyCode), 'INR', 'EUR', 'GBP', 'JPY', 'IDR', 'MYR', 'NPR']),
];

/** Every locale the sites format money in. */
export const TEST_LOCALES: readonly string[] = [
  ...new Set(['en-IN', ...LOCALES.map((entry) => entry.locale), ...COUNTRIES.flatMap((country) => [country.lang, ...country.alternateLocales])]),
];

/**
 * The amount a formatted text shows ('₹1,23,450.50', '1.500,50 €', 'Rp 1.500.000'), read back as a reader would:
 * its magnitude in major units and the decimals it shows. Only the run from the first digit to the last is read,
 * so a symbol that contains the decimal sign ('Rs.') is not taken for one.
 */
export function amountInText(text: string, locale: string): { major: number; decimals: number } {
  const format = new Intl.NumberFormat(locale, { useGrouping: false });
  const digits = new Map(Array.from({ length: 10 }, (_, digit) => [format.format(digit), String(digit)]));
  const decimalSign = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const ascii = [...text].map((character) => digits.get(character) ?? character).join('');
  const number = ascii.slice(ascii.search(/\d/), ascii.length - [...ascii].reverse().join('').search(/\d/));
  const [whole = '', fraction = ''] = number.split(decimalSign).map((part) => part.replace(/\D/g, ''));
  return { major: Number(`${whole}.${fraction || '0'}`), decimals: fraction.length };
}
