import type { CountryConfig } from '@stays/brand-config';
import { DEFAULT_SEARCH_ROOMS, normaliseStayDates, roomsConfigQuery, type RoomGuests } from '@stays/validation';

export interface UrlStay {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomGuests[];
}

const DEFAULT_MAX_NIGHTS = 30;

/**
 * The stay a listing or hotel URL asks for (checkin, checkout, rooms_config), made valid: dates in the
 * country's time zone (today and tomorrow when absent or invalid), rooms from rooms_config or the default search.
 */
export function stayFromUrl(url: URL, country: CountryConfig, now: Date = new Date()): UrlStay {
  const dates = normaliseStayDates(
    { checkin: url.searchParams.get('checkin'), checkout: url.searchParams.get('checkout') },
    { now, timeZone: country.timeZone, maxNights: country.maxSelectableDates ?? DEFAULT_MAX_NIGHTS },
  );
  const parsedRooms = roomsConfigQuery.safeParse(url.searchParams.get('rooms_config') ?? '');
  const rooms = parsedRooms.success ? parsedRooms.data : DEFAULT_SEARCH_ROOMS.map((room) => ({ ...room }));
  return { checkin: dates.checkin, checkout: dates.checkout, nights: dates.nights, rooms };
}
