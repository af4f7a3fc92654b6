import { countryById } from '@stays/brand-config';
import { minorUnitsOf } from './currency-units';

/** A room category's tax_info (guest-journey §3). */
export interface TaxInfo {
  total_tax: number;
  final_price_with_tax: number;
}

export type TaxClusivity = 'inclusive' | 'exclusive';

export interface DisplayedPrice {
  /** The price shown in large type. */
  shownMinor: number;
  /** Taxes shown on a separate line for exclusive display; 0 when included. */
  taxLineMinor: number;
  /** What the guest pays. */
  totalMinor: number;
}

/**
 * Taxes per country with inclusive / exclusive display: an inclusive country shows the price with tax; an exclusive
 * country shows the price before tax and adds the tax on a line of its own ("+ taxes & fees"). Amounts in minor units.
 */
export function displayedPrice(taxInfo: TaxInfo, clusivity: TaxClusivity): DisplayedPrice {
  const total = taxInfo.final_price_with_tax;
  if (clusivity === 'inclusive') return { shownMinor: total, taxLineMinor: 0, totalMinor: total };
  return { shownMinor: total - taxInfo.total_tax, taxLineMinor: taxInfo.total_tax, totalMinor: total };
}

/** tax_info for a pre-tax price at the country's rate, when the reply carries none (rounded to the minor unit). */
export function taxInfoFromRate(priceBeforeTaxMinor: number, taxRatePercent: number): TaxInfo {
  const total_tax = Math.round((priceBeforeTaxMinor * taxRatePercent) / 100);
  return { total_tax, final_price_with_tax: priceBeforeTaxMinor + total_tax };
}

/** The country's tax display (brand-config): exclusive in India, inclusive elsewhere; inclusive for a country not configured. */
export function taxClusivityFor(countryId: number): TaxClusivity {
  return countryById(countryId)?.taxClusivity ?? 'inclusive';
}

/**
 * The tax a country adds on top of a price before tax (tax-exclusive countries: India), at its rate and rounded to
 * whole units of its currency, so a tax line never alone shows paise ('+ ₹1,241', not '+ ₹1,240.80'). 0 where the
 * country's prices include tax. The one rule for the card, the hotel page's tax_info, the extras and the charge.
 */
export function taxOnTopMinor(priceBeforeTaxMinor: number, countryId: number): number {
  const country = countryById(countryId);
  if (!country || country.taxClusivity !== 'exclusive') return 0;
  return taxAtCountryRateMinor(priceBeforeTaxMinor, countryId);
}

/** The country's tax on a price before tax, rounded to whole currency units (half away from zero); 0 for a country not configured. */
export function taxAtCountryRateMinor(priceBeforeTaxMinor: number, countryId: number): number {
  const country = countryById(countryId);
  if (!country) return 0;
  const unit = 10 ** minorUnitsOf(country.currencyCode);
  const wholeUnits = (Math.abs(priceBeforeTaxMinor) * country.taxRatePercent) / 100 / unit;
  return Math.sign(priceBeforeTaxMinor) * Math.round(Number(wholeUnits.toPrecision(15))) * unit;
}
