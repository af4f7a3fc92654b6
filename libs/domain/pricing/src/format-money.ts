import { minorUnitsOf, toMajor } from './currency-units';

export interface FormatMoneyOptions {
  /** Rounded to whole major units, as on map pins ('₹2,500' for ₹2,499.50). */
  wholeUnits?: boolean;
}

/**
 * An integer amount of minor units (paise, cents, yen) in its currency for a locale. Whole amounts are shown without
 * decimals, as booking sites do ('₹2,499', '€ 89'); others with the currency's own ('89,50 €').
 */
export function formatMoney(amountMinor: number, currency: string, locale: string, options: FormatMoneyOptions = {}): string {
  const digits = minorUnitsOf(currency);
  const shown = options.wholeUnits || amountMinor % 10 ** digits === 0 ? 0 : digits;
  // The digits are always given: an engine's own default for the currency may not be ours (IDR in Firefox and Safari).
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: shown, maximumFractionDigits: shown }).format(
    toMajor(amountMinor, currency),
  );
}

/** The amount without currency, for messages that put the symbol in front ("{currency} {minimum}"). */
export function formatAmount(amountMinor: number, currency: string, locale = 'en'): string {
  const digits = minorUnitsOf(currency);
  const whole = amountMinor % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(toMajor(amountMinor, currency));
}
