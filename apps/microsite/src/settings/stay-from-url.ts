import { DEFAULT_SEARCH_ROOMS, normaliseStayDates, roomsConfigQuery, type RoomGuests } from '@stays/validation';

/** The longest stay the API quotes (libs/server/catalogue validates the same limit). */
export const MAX_STAY_NIGHTS = 30;

export interface StayFromUrl {
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
}

/** checkin, checkout and rooms_config of a URL, corrected the way the search form corrects them. */
export function stayFromUrl(params: URLSearchParams, timeZone: string, now: Date = new Date()): StayFromUrl {
  const { checkin, checkout } = normaliseStayDates(
    { checkin: params.get('checkin'), checkout: params.get('checkout') },
    { now, timeZone, maxNights: MAX_STAY_NIGHTS },
  );
  const rooms = roomsConfigQuery.safeParse(params.get('rooms_config') ?? '');
  return { checkin, checkout, rooms: rooms.success ? rooms.data : [...DEFAULT_SEARCH_ROOMS] };
}
