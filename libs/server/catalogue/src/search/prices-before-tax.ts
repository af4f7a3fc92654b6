import type { HotelSummary } from '@stays/api-client';
import { countryById } from '@stays/brand-config';
import { taxClusivityFor } from '@stays/pricing';

/**
 * A search card priced before tax (search's tax_exclusive_pricing, guest-journey §7): where the country's prices
 * include tax, each price is taken back to its pre-tax part at the country's rate (the rounding of the room
 * categories' tax_info) and the card says 'exclusive'; where tax is already added on top (India) nothing changes.
 */
export function withPricesBeforeTax<T extends Pick<HotelSummary, 'country_id' | 'pricing_details' | 'from_price_per_night'>>(hotel: T): T {
  if (taxClusivityFor(hotel.country_id) === 'exclusive') return hotel;
  const rate = countryById(hotel.country_id)?.taxRatePercent ?? 0;
  const beforeTax = (priceMinor: number) => Math.round((priceMinor * 100) / (100 + rate));
  const pricing = hotel.pricing_details;
  return {
    ...hotel,
    pricing_details: pricing && {
      ...pricing,
      price_per_night: beforeTax(pricing.price_per_night),
      total_price: beforeTax(pricing.total_price),
      slasher_price: pricing.slasher_price === null ? null : beforeTax(pricing.slasher_price),
      tax_clusivity: 'exclusive',
    },
    ...(hotel.from_price_per_night === undefined || hotel.from_price_per_night === null ? {} : { from_price_per_night: beforeTax(hotel.from_price_per_night) }),
  };
}
