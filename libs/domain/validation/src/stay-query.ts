import { MAX_STAY_NIGHTS, type CountryConfig } from '@stays/brand-config';
import { normaliseStayDates } from './dates';
import { flexibleDaysFromQuery, type FlexibleDaysCount } from './flexible-days';
import { defaultRoomsFor } from './default-occupancy';
import type { RoomGuests } from './rooms-config';
import { readRoomsConfigQuery } from './read-rooms-config-query';
import { urlDateToIso } from './url-date';

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
 * makes it valid: dates in the country's time zone, DD/MM/YYYY and DD-MM-YYYY converted (today and tomorrow when
 * absent or invalid, check-out pulled in to the country's longest selectable stay), rooms from rooms_config or the
 * country's default occupancy (`defaultRoomGuestConfig`).
 */
export function stayFromQuery(
  query: { get(name: string): string | null },
  country: Pick<CountryConfig, 'timeZone' | 'maxSelectableDates' | 'defaultRoomGuestConfig'>,
  now: Date,
): StayFromQuery {
  const dates = normaliseStayDates(
    { checkin: urlDateToIso(query.get('checkin')), checkout: urlDateToIso(query.get('checkout')) },
    { now, timeZone: country.timeZone, maxNights: country.maxSelectableDates ?? MAX_STAY_NIGHTS },
  );
  const rooms = readRoomsConfigQuery(query.get('rooms_config') ?? '');
  return {
    checkin: dates.checkin,
    checkout: dates.checkout,
    nights: dates.nights,
    rooms: rooms.ok ? rooms.rooms : defaultRoomsFor(country),
    flexibleDaysCount: flexibleDaysFromQuery(query.get('flexible_days_count')),
  };
}
