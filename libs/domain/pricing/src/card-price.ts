import type { DisplayedPrice, TaxClusivity } from './taxes';
import { taxAtCountryRateMinor } from './taxes';

/** The search reply's price of a stay as a listing card reads it (pricing_details of guest-journey §3). */
export interface CardPricing {
  /** All nights, all rooms: before tax when tax_clusivity is 'exclusive', with tax when 'inclusive'. */
  total_price: number;
  tax_clusivity: TaxClusivity;
}

/**
 * What a listing card shows for a stay: the price as the country shows it (before tax with a tax line of its own
 * where tax is added, with tax where it is included) and the total the guest will be charged — the same amount
 * createBooking charges for the stay without coupon or wallet (the tax is taxOnTopMinor's, as in tax_info).
 */
export function cardPrice(pricing: CardPricing, countryId: number): DisplayedPrice {
  if (pricing.tax_clusivity === 'inclusive') return { shownMinor: pricing.total_price, taxLineMinor: 0, totalMinor: pricing.total_price };
  const tax = taxAtCountryRateMinor(pricing.total_price, countryId);
  return { shownMinor: pricing.total_price, taxLineMinor: tax, totalMinor: pricing.total_price + tax };
}
