/** Money as an integer number of minor units of one currency (paise, cents, yen). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** ISO 4217 minor units; currencies not listed have 2. */
const MINOR_UNITS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, VND: 0, BHD: 3, KWD: 3, OMR: 3 };

export function minorUnitsOf(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/** A major-unit amount (as the API sends it: 2499.5) in minor units, rounded half away from zero. */
export function toMinor(amountMajor: number, currency: string): number {
  if (!Number.isFinite(amountMajor)) throw new RangeError(`not an amount: ${amountMajor}`);
  const scaled = Number((Math.abs(amountMajor) * 10 ** minorUnitsOf(currency)).toPrecision(15));
  return Math.sign(amountMajor) * Math.round(scaled) || 0;
}

export function toMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorUnitsOf(currency);
}

export function money(amountMajor: number, currency: string): Money {
  return { amountMinor: toMinor(amountMajor, currency), currency: currency.toUpperCase() };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`cannot mix ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor - b.amountMinor, currency: a.currency };
}

/** The amount as text in a locale, with the currency's own number of decimals. */
export function formatMoney(value: Money, locale: string): string {
  const digits = minorUnitsOf(value.currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    toMajor(value.amountMinor, value.currency),
  );
}

/** The amount without currency, for messages that put the symbol in front ("{currency} {minimum}"). */
export function formatAmount(amountMinor: number, currency: string, locale = 'en'): string {
  const digits = minorUnitsOf(currency);
  const whole = amountMinor % 10 ** digits === 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(toMajor(amountMinor, currency));
}
