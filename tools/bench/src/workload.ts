import { DateTime } from 'luxon';
import { mulberry32 } from '@stays/seed-data';

const ROOMS_CONFIGS = ['1,2,0,0,0', '1,2,0,0,0', '1,1,0,0,0', '2,2,0,0,0,2,0,0,0', '1,3,0,0,0'];
const SORTS = ['popularity', 'popularity', 'price_low_to_high', 'rating', 'distance'];

/** Search URLs over varied cities (weighted to the busy ones the way guests are), dates, rooms and sorters. */
export function searchUrls(options: { cityIds: readonly number[]; today: string; lastNight: string; calls: number; seed: number }): string[] {
  const random = mulberry32(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = DateTime.fromISO(options.today, { zone: 'utc' });
  const horizon = Math.max(2, Math.min(180, Math.floor(DateTime.fromISO(options.lastNight, { zone: 'utc' }).diff(today, 'days').days) - 8));
  return Array.from({ length: options.calls }, (_, index) => {
    // Half the calls go to the ten busiest cities, the rest anywhere.
    const cityId = index % 2 === 0 ? pick(options.cityIds.slice(0, 10)) : pick(options.cityIds);
    const checkin = today.plus({ days: 1 + Math.floor(random() * horizon) });
    const checkout = checkin.plus({ days: 1 + Math.floor(random() * 7) });
    const query = [
      `filters[city_id]=${cityId}`,
      `available_room_count[checkin]=${checkin.toISODate()}`,
      `available_room_count[checkout]=${checkout.toISODate()}`,
      `rooms_config=${pick(ROOMS_CONFIGS)}`,
      `format_response[sort_params]=${pick(SORTS)}`,
      `format_response[batch_count]=20`,
    ];
    return `/api/pwa/search?${query.join('&')}`;
  });
}

/** Autocomplete URLs: 2–6 letter prefixes of real city, locality and property names, with and without a brand. */
export function autocompleteUrls(options: { names: readonly string[]; calls: number; seed: number }): string[] {
  const random = mulberry32(options.seed + 1);
  const brands = ['', 'nivaas', 'dunelight', 'dunelight-in'];
  return Array.from({ length: options.calls }, () => {
    const name = options.names[Math.floor(random() * options.names.length)] ?? 'goa';
    const word = name.split(/\s+/).filter((part) => part.length >= 2)[Math.floor(random() * 2)] ?? name;
    const term = word.slice(0, 2 + Math.floor(random() * 5));
    const brand = brands[Math.floor(random() * brands.length)];
    return `/api/pwa/autocomplete?query=${encodeURIComponent(term)}${brand ? `&brandName=${brand}` : ''}`;
  });
}

/**
 * Whole-country searches ("a search over a whole country … under 200 ms p95"): the list (20 results) or the map
 * (`/search/map`, up to 5,000 results with minimal fields), over the seed's countries weighted by their size.
 */
export function countryUrls(options: {
  countryIds: readonly number[];
  today: string;
  lastNight: string;
  calls: number;
  seed: number;
  kind: 'list' | 'map';
}): string[] {
  const random = mulberry32(options.seed + (options.kind === 'map' ? 3 : 2));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = DateTime.fromISO(options.today, { zone: 'utc' });
  const horizon = Math.max(2, Math.min(180, Math.floor(DateTime.fromISO(options.lastNight, { zone: 'utc' }).diff(today, 'days').days) - 8));
  return Array.from({ length: options.calls }, () => {
    const checkin = today.plus({ days: 1 + Math.floor(random() * horizon) });
    const checkout = checkin.plus({ days: 1 + Math.floor(random() * 4) });
    const query = [
      'search_type=country',
      `filters[country_id]=${pick(options.countryIds)}`,
      `available_room_count[checkin]=${checkin.toISODate()}`,
      `available_room_count[checkout]=${checkout.toISODate()}`,
      `rooms_config=${pick(ROOMS_CONFIGS)}`,
      `format_response[sort_params]=${pick(SORTS.slice(0, 4))}`,
      `format_response[batch_count]=${options.kind === 'map' ? 5000 : 20}`,
    ];
    return `/api/pwa/search${options.kind === 'map' ? '/map' : ''}?${query.join('&')}`;
  });
}

/** City searches narrowed by a minimum rating and a price band, sorted by price or rating (the listing's filters and sorters). */
export function filteredSearchUrls(options: { cityIds: readonly number[]; today: string; lastNight: string; calls: number; seed: number }): string[] {
  const random = mulberry32(options.seed + 4);
  const filters = [
    'filters[rating][min]=3.5&format_response[sort_params]=price_low_to_high',
    'filters[price][min]=150000&filters[price][max]=900000&format_response[sort_params]=rating',
    'filters[pay_at_hotel]=true&format_response[sort_params]=price_high_to_low',
    'filters[rating][min]=4&filters[price][max]=1200000&format_response[sort_params]=distance',
  ];
  return searchUrls({ ...options, seed: options.seed + 5 }).map(
    (url) => `${url.replace(/&format_response\[sort_params\]=[a-z_]+/, '')}&${filters[Math.floor(random() * filters.length)] ?? ''}`,
  );
}

/** A hotel page's stay: a property, dates within the next five months, rooms. */
export interface HotelStay {
  hotelId: number;
  checkin: string;
  checkout: string;
  roomsConfig: string;
}

export function hotelStays(options: { hotelIds: readonly number[]; today: string; calls: number; seed: number }): HotelStay[] {
  const random = mulberry32(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const today = DateTime.fromISO(options.today, { zone: 'utc' });
  return Array.from({ length: options.calls }, () => {
    const checkin = today.plus({ days: 1 + Math.floor(random() * 150) });
    const nights = 1 + Math.floor(random() * 4);
    const roomsConfig = pick(['1,2,0,0,0', '1,1,0,0,0', '2,2,0,0,0,2,0,0,0', '1,3,0,0,0']);
    return { hotelId: pick(options.hotelIds), checkin: checkin.toISODate() ?? '', checkout: checkin.plus({ days: nights }).toISODate() ?? '', roomsConfig };
  });
}

/** The hotel page's pair: details, then availability for the same stay (one task, timed as one). */
export function hotelPairUrls(stays: readonly HotelStay[]): string[][] {
  return stays.map((stay) => [
    `/api/pwa/hotels/${stay.hotelId}?available_room_count[checkin]=${stay.checkin}&available_room_count[checkout]=${stay.checkout}&rooms_config=${stay.roomsConfig}`,
    `/api/pwa/availability?hotel_id=${stay.hotelId}&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms_config=${stay.roomsConfig}`,
  ]);
}

/** The hotel page's calendar: three months from this month's first day, every category. */
export function calendarUrls(stays: readonly HotelStay[], today: string): string[] {
  const month = DateTime.fromISO(today, { zone: 'utc' }).startOf('month');
  const window = `start_time=${month.toISODate()}&end_time=${month.plus({ months: 2 }).endOf('month').toISODate()}`;
  return stays.map((stay) => `/api/pwa/availability?request_type=calendar_view&hotel_id=${stay.hotelId}&${window}&selected_rcid=1`);
}
