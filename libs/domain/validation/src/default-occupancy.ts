import type { CountryConfig } from '@stays/brand-config';
import type { RoomGuests } from './rooms-config';

/**
 * The rooms a compact occupancy string asks for (guest-journey §3): "count of rooms with 1 adult, with 2 adults,
 * with 3 adults". '1,0,0' is one room for one adult, '0,1,0' one room for two, '1,1,0' two rooms (one adult, two
 * adults). Null when the text is not such a string or asks for no room at all.
 */
export function roomsFromOccupancy(occupancy: string): RoomGuests[] | null {
  const parts = occupancy.split(',').map((part) => part.trim());
  if (parts.length !== 3 || !parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const rooms = parts.flatMap((count, index) => Array.from({ length: Number(count) }, () => ({ adults: index + 1, children: 0, infants: 0, pets: 0 })));
  return rooms.length > 0 ? rooms : null;
}

/** One room for one adult: the spec's home default '1,0,0', used when a country's own default cannot be read. */
const ONE_ADULT: readonly RoomGuests[] = [{ adults: 1, children: 0, infants: 0, pets: 0 }];

/**
 * The rooms a site's first stay starts from: the country's `defaultRoomGuestConfig` ("Default room and guest
 * config '1,0,0' or '0,1,0' by country", accounts-commerce §9), a fresh copy each call.
 */
export function defaultRoomsFor(country: Pick<CountryConfig, 'defaultRoomGuestConfig'>): RoomGuests[] {
  return (roomsFromOccupancy(country.defaultRoomGuestConfig) ?? ONE_ADULT).map((room) => ({ ...room }));
}
