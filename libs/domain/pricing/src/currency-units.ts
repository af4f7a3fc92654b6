/**
 * Minor units per currency (ISO 4217 exponents as Intl knows them: CLDR 48, ICU 78 — Node 20.20 and current Chrome
 * report these as `resolvedOptions().maximumFractionDigits`); currencies not listed have 2.
 *
 * Pinned rather than asked of Intl at run time: Firefox, Safari and ICU before 78 still give IDR (and HUF, COP, PKR…)
 * 2 decimals, and amounts are integers of minor units, so asking the engine would read the same stored amount 100×
 * apart on the server and in those browsers. Regenerate with:
 * `Intl.supportedValuesOf('currency').filter((c) => new Intl.NumberFormat('en', { style: 'currency', currency: c }).resolvedOptions().maximumFractionDigits !== 2)`.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      'AFN',
      'ALL',
      'BIF',
      'CLP',
      'COP',
      'DJF',
      'GNF',
      'HUF',
      'IDR',
      'IQD',
      'IRR',
      'ISK',
      'JPY',
      'KMF',
      'KPW',
      'KRW',
      'LAK',
      'LBP',
      'MGA',
      'MMK',
      'PKR',
      'PYG',
      'RWF',
      'SLL',
      'SOS',
      'SYP',
      'UGX',
      'VND',
      'VUV',
      'XAF',
      'XOF',
      'XPF',
      'YER',
    ].map((code) => [code, 0]),
  ),
  ...Object.fromEntries(['BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].map((code) => [code, 3])),
};

/** How many decimals an amount of the currency has: 2 for INR, EUR and GBP, 0 for JPY and IDR, 3 for KWD. */
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
