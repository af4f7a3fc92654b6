import { MAX_STAY_NIGHTS, type CountryConfig } from '@stays/brand-config';
import { normaliseStayDates } from './dates';
import { flexibleDaysFromQuery, type FlexibleDaysCount } from './flexible-days';
import { DEFAULT_SEARCH_ROOMS, type RoomGuests } from './rooms-config';
import { readRoomsConfigQuery } from './read-rooms-config-query';

export interface StayFromQuery {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: RoomGuests[];
  /** `flexible_days_count` (1 to 3), 0 for exact dates. */
  flexibleDaysCount: FlexibleDaysCount;
}

/**
 * "Open search needs the feature flag and empty dates; nights are then 0" (guest-journey §5): a URL asking for
 * `isOpenSearch=true` with neither check-in nor check-out, on a brand whose flag is on.
 */
export function isOpenSearchQuery(query: { get(name: string): string | null }, featureFlag: boolean): boolean {
  return featureFlag && query.get('isOpenSearch') === 'true' && !query.get('checkin') && !query.get('checkout');
}

/**
 * The stay a page URL asks for (`checkin`, `checkout`, `rooms_config`, `flexible_days_count`), made valid the way the search form
 * makes it valid: dates in the country's time zone (today and tomorrow when absent or invalid, check-out pulled
 * in to the country's longest selectable stay), rooms from rooms_config or the default search (2 adults).
 */
export function stayFromQuery(
  query: { get(name: string): string | null },
  country: Pick<CountryConfig, 'timeZone' | 'maxSelectableDates'>,
  now: Date,
): StayFromQuery {
  const dates = normaliseStayDates(
    { checkin: query.get('checkin'), checkout: query.get('checkout') },
    { now, timeZone: country.timeZone, maxNights: country.maxSelectableDates ?? MAX_STAY_NIGHTS },
  );
  const rooms = readRoomsConfigQuery(query.get('rooms_config') ?? '');
  return {
    checkin: dates.checkin,
    checkout: dates.checkout,
    nights: dates.nights,
    rooms: rooms.ok ? rooms.rooms : DEFAULT_SEARCH_ROOMS.map((room) => ({ ...room })),
    flexibleDaysCount: flexibleDaysFromQuery(query.get('flexible_days_count')),
  };
}
