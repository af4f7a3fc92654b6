import type { HotelDetails } from '@stays/api-client';
import { countryById } from '@stays/brand-config';

/**
 * hotel details' user_country_restricted (with user_selected_country): the property takes no foreign guests and the
 * guest's country (lowercase ISO alpha-2, or one of its aliases such as 'uk') is not the property's.
 */
export function userCountryRestricted(details: Pick<HotelDetails, 'country_id' | 'restrictions'>, userCountry: string): boolean {
  if (!details.restrictions.no_foreign_guests) return false;
  const country = countryById(details.country_id);
  return !country || (country.code !== userCountry && !country.codeAliases.includes(userCountry));
}
