import { formatRoomsConfigQuery, type RoomGuests } from '@stays/validation';

export interface StayQuery {
  checkin: string;
  checkout: string;
  rooms: readonly RoomGuests[];
}

/** checkin, checkout and rooms_config as a query string (with its '?'). */
export function stayQueryString(stay: StayQuery): string {
  const params = new URLSearchParams({ checkin: stay.checkin, checkout: stay.checkout, rooms_config: formatRoomsConfigQuery(stay.rooms) });
  return `?${params.toString()}`;
}

/** The listing of a city: /hotels-in-{city_slug}?checkin=…&checkout=…&rooms_config=… */
export function listingPath(citySlug: string, stay: StayQuery): string {
  return `/hotels-in-${encodeURIComponent(citySlug)}${stayQueryString(stay)}`;
}

/** The hotel page: /{hotelId}/, prefixed with the country code outside India (guest-journey §2). */
export function hotelPath(hotelId: number, countryCode: string | undefined, stay: StayQuery): string {
  const prefix = countryCode && countryCode !== 'in' ? `/${countryCode}` : '';
  return `${prefix}/${hotelId}/${stayQueryString(stay)}`;
}
