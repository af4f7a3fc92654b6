import type { ShortlistedProperty } from '@stays/api-client';
import { countryById } from '@stays/brand-config';

/** A saved stay's page (guest-journey §2 /{hotelId}/, prefixed with its country outside India); the page picks the dates. */
export function wishlistHotelHref(property: Pick<ShortlistedProperty, 'id' | 'country_id'>): string {
  const code = countryById(property.country_id)?.code;
  return `${code && code !== 'in' ? `/${code}` : ''}/${property.id}/`;
}
