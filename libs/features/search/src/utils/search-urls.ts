import { formatRoomsConfigQuery, type RoomGuests } from '@stays/validation';

/**
 * Where the search form goes as a plain GET form (submitted before hydration): the server resolves the typed
 * destination to its page, as the hydrated form does in the browser.
 */
export const FIND_DESTINATION_PATH = '/find';

export interface StayQuery {
  checkin: string;
  checkout: string;
  rooms: readonly RoomGuests[];
  /** An open search (guest-journey §4, §5): no dates, so `isOpenSearch=true` goes in their place. */
  isOpenSearch?: boolean;
  /** Flexible days (guest-journey §1): check-in up to this many days either side; 0 or absent is exact dates. */
  flexibleDaysCount?: number;
}

/**
 * checkin, checkout, rooms_config and flexible_days_count (when flexible) as a query string (with its '?'); an open
 * search's isOpenSearch=true instead of dates.
 */
export function stayQueryString(stay: StayQuery): string {
  const rooms = formatRoomsConfigQuery(stay.rooms);
  const params = new URLSearchParams(
    stay.isOpenSearch ? { isOpenSearch: 'true', rooms_config: rooms } : { checkin: stay.checkin, checkout: stay.checkout, rooms_config: rooms },
  );
  if (!stay.isOpenSearch && (stay.flexibleDaysCount ?? 0) > 0) params.set('flexible_days_count', String(stay.flexibleDaysCount));
  return `?${params.toString()}`;
}

/** The listing of a city: /hotels-in-{city_slug}?checkin=…&checkout=…&rooms_config=… */
export function listingPath(citySlug: string, stay: StayQuery): string {
  return `/hotels-in-${encodeURIComponent(citySlug)}${stayQueryString(stay)}`;
}

/** The search results page /search/ with the parameters naming its place (guest-journey §2), then the stay. */
export function searchPath(place: Record<string, string>, stay: StayQuery): string {
  return `/search/?${new URLSearchParams(place).toString()}&${stayQueryString(stay).slice(1)}`;
}

/** The hotel page: /{hotelId}/, prefixed with the country code outside India (guest-journey §2). */
export function hotelPath(hotelId: number, countryCode: string | undefined, stay: StayQuery): string {
  const prefix = countryCode && countryCode !== 'in' ? `/${countryCode}` : '';
  // The hotel page prices the dates it is given: flexible days are a listing's choice.
  return `${prefix}/${hotelId}/${stayQueryString({ ...stay, flexibleDaysCount: 0 })}`;
}

/** Coordinates to 3 decimals (about 100 m): close enough to sort by distance, no more precise than needed in a URL. */
const rounded = (value: number): string => value.toFixed(3);

/**
 * The listing around a position (guest-journey §3 isLatLngSearch): /hotels-near-me?latitude=…&longitude=…, nearest
 * first, then the stay when there is one.
 */
export function nearMePath(point: { lat: number; lng: number }, stay?: StayQuery): string {
  const place = `latitude=${rounded(point.lat)}&longitude=${rounded(point.lng)}&sort=distance`;
  return `/hotels-near-me?${place}${stay ? `&${stayQueryString(stay).slice(1)}` : ''}`;
}
