import { spreadGuestsOverRooms } from '@stays/booking-rules';
import type { CountryConfig } from '@stays/brand-config';
import { MAX_ROOMS, stayFromQuery, type RoomGuests } from '@stays/validation';

const count = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  return Math.min(max, Number(value));
};

/**
 * The stay a hotel page URL asks for (guest-journey §2 query): checkin and checkout; rooms_config, else rooms with
 * guests (or adults) spread one adult at a time and children after them; else the default search.
 */
export function hotelStayFromQuery(
  query: URLSearchParams,
  country: Pick<CountryConfig, 'timeZone' | 'maxSelectableDates' | 'defaultRoomGuestConfig'>,
  now: Date,
) {
  const stay = stayFromQuery(query, country, now);
  if (query.get('rooms_config')) return stay;
  const rooms = count(query.get('rooms'), MAX_ROOMS);
  const adults = count(query.get('adults'), 100) ?? count(query.get('guests'), 100);
  if (rooms === null && adults === null) return stay;
  const spread: RoomGuests[] = spreadGuestsOverRooms(adults ?? (rooms ?? 1) * 2, rooms ?? 1);
  const children = count(query.get('children'), 60) ?? 0;
  for (let child = 0; child < children; child += 1) (spread[child % spread.length] as RoomGuests).children += 1;
  return { ...stay, rooms: spread };
}
