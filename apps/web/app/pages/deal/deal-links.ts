import type { DealCity, DealProperty } from '@stays/api-client';
import { countryById } from '@stays/brand-config';

function countryPrefix(countryId: number): string {
  const code = countryById(countryId)?.code;
  return code && code !== 'in' ? `/${code}` : '';
}

/** A covered property's page, carrying the deal so the page prices the stay with it (hotel details' deal_id). */
export function dealHotelHref(property: DealProperty, dealId: number): string {
  return `${countryPrefix(property.country_id)}/${property.id}/?deal_id=${dealId}`;
}

/** A city's listing (guest-journey §2 /hotels-in-{city}), with the country prefix outside India. */
export function dealCityHref(city: DealCity): string {
  return `${countryPrefix(city.country_id)}/hotels-in-${encodeURIComponent(city.slug)}`;
}
