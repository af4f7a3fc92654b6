import type { SearchType } from '@stays/api-client';
import type { RecentSearchLocation } from '@stays/booking-rules';
import { countGuests, formatRoomsConfigQuery, MAX_ROOMS, type RoomGuests } from '@stays/validation';
import type { SearchFormValues } from '../../stores/search-form-store';
import type { Destination } from '../../utils/destination';
import type { StayQuery } from '../../utils/search-urls';

/** A recent search entry, with every field of guest-journey §3, and the destination it leads back to. */
export interface RecentSearch extends RecentSearchLocation {
  location: string;
  /** YYYY-MM-DD; both '' for an open search. */
  checkin: string;
  checkout: string;
  guests: number;
  searchType: SearchType;
  rooms: number;
  /** The city's slug, for a place in a city. */
  city: string | null;
  /** The path the search went to, without its query. */
  pathName: string;
  latitude: number | null;
  longitude: number | null;
  /** The rooms as the URL carries them ('1,2,0,0,0'). */
  rooms_config: string;
  roomConfig: RoomGuests[];
  cityId: number | null;
  /** The theme's slug, for a city's theme page. */
  tag: string | null;
  /** The listing filters the search carried: the search box carries none. */
  filters: Record<string, string>;
  countryId: number | null;
  locationId: number | null;
  isLatLngSearch: boolean;
  /** Check-in up to this many days either side; 0 for exact dates or an open search. */
  flexibleDaysCount: number;
  destination: Destination;
}

const DESTINATION_TYPES: readonly Destination['type'][] = ['city', 'country', 'tag', 'holidayPark', 'collection', 'locality', 'hotel', 'position'];

function searchTypeOf(destination: Destination): SearchType {
  if (destination.type === 'holidayPark') return 'holiday_park';
  if (destination.type === 'collection') return destination.collection;
  // A search around a position is the API's 'locations' search, as /hotels-near-me asks it.
  if (destination.type === 'position') return 'locations';
  return destination.type;
}

function cityOf(destination: Destination): string | null {
  return destination.type === 'city' || destination.type === 'tag' || destination.type === 'locality' ? destination.citySlug : null;
}

function locationIdOf(destination: Destination): number | null {
  if (destination.type === 'hotel') return destination.hotelId;
  if (destination.type === 'holidayPark') return destination.parkId;
  return null;
}

/** The entry remembered for a search made from the search box: where it went, for which stay, in the site's country unless the place names its own. */
export function recentSearchEntry(search: { destination: Destination; stay: StayQuery; path: string; siteCountryId: number }): RecentSearch {
  const { destination, stay } = search;
  const roomConfig = stay.rooms.map((room) => ({ ...room }));
  return {
    location: destination.name,
    checkin: stay.isOpenSearch ? '' : stay.checkin,
    checkout: stay.isOpenSearch ? '' : stay.checkout,
    guests: countGuests(roomConfig),
    searchType: searchTypeOf(destination),
    rooms: roomConfig.length,
    city: cityOf(destination),
    pathName: search.path.split('?')[0] ?? search.path,
    latitude: destination.type === 'position' ? Number(destination.lat.toFixed(3)) : null,
    longitude: destination.type === 'position' ? Number(destination.lng.toFixed(3)) : null,
    rooms_config: formatRoomsConfigQuery(roomConfig),
    roomConfig,
    cityId: 'cityId' in destination ? (destination.cityId ?? null) : null,
    tag: destination.type === 'tag' ? destination.tagSlug : null,
    filters: {},
    countryId: 'countryId' in destination ? destination.countryId : search.siteCountryId,
    locationId: locationIdOf(destination),
    isLatLngSearch: destination.type === 'position',
    flexibleDaysCount: stay.isOpenSearch ? 0 : (stay.flexibleDaysCount ?? 0),
    destination,
  };
}

const isCount = (value: unknown, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

function isRoomConfig(value: unknown): value is RoomGuests[] {
  return (
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_ROOMS &&
    value.every(
      (room: Partial<RoomGuests> | null) =>
        isCount(room?.adults, 100) && isCount(room?.children, 100) && isCount(room?.infants, 100) && isCount(room?.pets, 100),
    )
  );
}

/** Whether what storage holds is an entry this code can search again (an older or tampered one is not). */
export function isRecentSearch(value: unknown): value is RecentSearch {
  const entry = value as Partial<RecentSearch> | null;
  return (
    typeof entry?.location === 'string' &&
    typeof entry.checkin === 'string' &&
    typeof entry.checkout === 'string' &&
    isRoomConfig(entry.roomConfig) &&
    isCount(entry.flexibleDaysCount, 3) &&
    typeof entry.destination === 'object' &&
    entry.destination !== null &&
    DESTINATION_TYPES.includes(entry.destination.type)
  );
}

/**
 * What the form takes back to search again: the place, the guests and the flexible days; the dates too unless
 * check-in has passed (the form's own dates stay then), and an open search's cleared dates.
 */
export function searchAgainValues(entry: RecentSearch, today: string): Partial<SearchFormValues> {
  const datesStillAhead = entry.checkin === '' || entry.checkin >= today;
  return {
    destination: entry.destination,
    destinationText: entry.destination.name,
    rooms: entry.roomConfig.map((room) => ({ ...room })),
    flexibleDaysCount: entry.flexibleDaysCount,
    ...(datesStillAhead ? { checkin: entry.checkin, checkout: entry.checkout } : {}),
  };
}
