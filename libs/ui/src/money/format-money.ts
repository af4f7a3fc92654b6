/** Minor units per major unit of a currency, as Intl knows it (2 for INR/EUR/GBP, 0 for JPY). */
export function currencyFractionDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Formats an integer amount of minor units (paise, cents) in its currency for a locale.
 * Whole amounts are shown without decimals, as booking sites do ('₹2,499', '€89').
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const digits = currencyFractionDigits(currency);
  const major = amountMinor / 10 ** digits;
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: whole ? 0 : digits,
  }).format(major);
}
