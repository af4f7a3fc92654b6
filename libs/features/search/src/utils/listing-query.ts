import { LISTING_PAGE_SIZE, LISTING_PAGE_SIZE_DESKTOP_LARGE } from '@stays/brand-config';
import { toMinor } from '@stays/pricing';
import { countPets, type RoomGuests } from '@stays/validation';
import type { StayQuery } from './search-urls';
import { stayQueryString } from './search-urls';
import { stayCategoryFromParam, type StayCategory } from './stay-categories';

export const LISTING_SORTS = ['popularity', 'price_low_to_high', 'price_high_to_low', 'rating', 'distance'] as const;
type ListingSort = (typeof LISTING_SORTS)[number];
export const RATING_CHOICES = [3, 3.5, 4, 4.5] as const;
export const PAGE_SIZES = [LISTING_PAGE_SIZE, LISTING_PAGE_SIZE_DESKTOP_LARGE] as const;
/** The quick filters of the spec's Search (quickFilters) that are filters of their own; in this order in the URL. */
const QUICK_FILTERS = ['pay_at_hotel', 'couple_friendly'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The listing's choices as its URL carries them: sort, filters (prices per night in major units) and page. */
export interface ListingQuery {
  sort: ListingSort;
  priceMin?: number;
  priceMax?: number;
  /** The kind of hotel or home (`category=Villa`). */
  category?: StayCategory;
  amenities: readonly number[];
  rating?: number;
  /** Travelling with pets (guest-journey §1): only properties that take them. */
  pets: boolean;
  /** The quick filters chosen (`quick=pay_at_hotel,couple_friendly`). */
  quick: readonly QuickFilter[];
  /** 'Hide sold out' (`available=1`): only properties bookable for the stay; otherwise sold-out ones come last. */
  availableOnly: boolean;
  /** 1-based. */
  page: number;
  /** 20, or 40 when asked (`count=40`, offered on desktop). */
  count: number;
  /**
   * The page size this guest gets without asking (20; 40 on desktop in the listing40 experiment): a URL carries
   * `count` only when it differs, so a guest of the experiment who chose 20 keeps 20 from page to page.
   */
  defaultCount?: number;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = {
  sort: 'popularity',
  amenities: [],
  pets: false,
  quick: [],
  availableOnly: false,
  page: 1,
  count: LISTING_PAGE_SIZE,
};

const MAX_PRICE = 1_000_000;
const MAX_PAGE = 500;
const MAX_AMENITIES = 20;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

/** Reads the listing's choices from its URL; a value that makes no sense is dropped, never an error. */
export function listingQueryFromParams(params: URLSearchParams, defaultCount: number = LISTING_PAGE_SIZE): ListingQuery {
  const sort = params.get('sort');
  const rating = Number(params.get('rating') ?? '');
  const amenities = params
    .getAll('amenities')
    .flatMap((value) => value.split(','))
    .map((value) => wholeNumber(value, 1, 10_000))
    .filter((value): value is number => value !== undefined);
  const count = wholeNumber(params.get('count'), 1, 100);
  const quick = new Set(
    params
      .getAll('quick')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  return {
    sort: LISTING_SORTS.find((candidate) => candidate === sort) ?? 'popularity',
    priceMin: wholeNumber(params.get('price_min'), 0, MAX_PRICE) || undefined,
    priceMax: wholeNumber(params.get('price_max'), 1, MAX_PRICE),
    category: stayCategoryFromParam(params.get('category')),
    amenities: [...new Set(amenities)].sort((a, b) => a - b).slice(0, MAX_AMENITIES),
    rating: RATING_CHOICES.find((choice) => choice === rating),
    pets: params.get('pets') === '1',
    quick: QUICK_FILTERS.filter((filter) => quick.has(filter)),
    availableOnly: params.get('available') === '1',
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
    count: PAGE_SIZES.find((size) => size === count) ?? defaultCount,
    ...(defaultCount === LISTING_PAGE_SIZE ? {} : { defaultCount }),
  };
}

/** The choices as URL parameters, defaults left out, in a stable order. */
export function listingQueryParams(query: ListingQuery): [string, string][] {
  const entries: [string, string | undefined][] = [
    ['sort', query.sort === 'popularity' ? undefined : query.sort],
    ['price_min', query.priceMin?.toString()],
    ['price_max', query.priceMax?.toString()],
    ['category', query.category],
    ['amenities', query.amenities.length > 0 ? query.amenities.join(',') : undefined],
    ['rating', query.rating?.toString()],
    ['pets', query.pets ? '1' : undefined],
    ['quick', query.quick.length > 0 ? QUICK_FILTERS.filter((filter) => query.quick.includes(filter)).join(',') : undefined],
    ['available', query.availableOnly ? '1' : undefined],
    ['count', query.count === (query.defaultCount ?? LISTING_PAGE_SIZE) ? undefined : query.count.toString()],
    ['page', query.page > 1 ? query.page.toString() : undefined],
  ];
  return entries.filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * A listing's place as a path that may carry the parameters naming the place (`/search/?countryId=3`,
 * `/hotels-near-me?latitude=…&longitude=…`): the path a form posts to, and those parameters to keep.
 */
export function splitListingPath(path: string): { pathname: string; placeEntries: [string, string][] } {
  const [pathname = path, search = ''] = path.split('?');
  return { pathname, placeEntries: [...new URLSearchParams(search).entries()] };
}

/** A listing URL: the place's path (and its place parameters), the stay, then the choices (`?checkin=…&sort=…&page=2`). */
export function listingQueryHref(path: string, stay: StayQuery, query: ListingQuery): string {
  const { pathname, placeEntries } = splitListingPath(path);
  const params = new URLSearchParams(placeEntries);
  for (const [name, value] of new URLSearchParams(stayQueryString(stay))) params.append(name, value);
  for (const [name, value] of listingQueryParams(query)) params.append(name, value);
  return `${pathname}?${params.toString().replace(/%2C/g, ',')}`;
}

/** How many filters are chosen (sort, page and page size are not filters). */
export function activeFilterCount(query: ListingQuery): number {
  return (
    [query.priceMin, query.priceMax, query.category, query.rating].filter((value) => value !== undefined).length +
    query.amenities.length +
    (query.pets ? 1 : 0) +
    query.quick.length +
    (query.availableOnly ? 1 : 0)
  );
}

export interface ListingSearchContext {
  /** The site's currency: the URL's prices are in its major units, the API's in its minor units. */
  currency: string;
  /** The stay's rooms, for the pets they bring. */
  rooms?: readonly RoomGuests[];
}

/**
 * What the search API is asked for this query: filters in minor units, and the page as batch_count/offset.
 * Pets come from the 'Travelling with pets' filter (at least one) and from the stay's rooms (at least as many as
 * travel), so a stay with pets lists only properties taking them all. Sold-out properties are asked for (they come
 * last, unpriced) unless the guest hides them.
 */
export function listingSearchOptions(query: ListingQuery, { currency, rooms = [] }: ListingSearchContext) {
  const pets = Math.max(query.pets ? 1 : 0, countPets(rooms));
  const minor = (major: number | undefined) => (major === undefined ? undefined : toMinor(major, currency));
  const price = query.priceMin !== undefined || query.priceMax !== undefined ? { min: minor(query.priceMin), max: minor(query.priceMax) } : undefined;
  return {
    filters: {
      ...(price ? { price } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.amenities.length > 0 ? { amenities: query.amenities.join(',') } : {}),
      ...(query.rating !== undefined ? { rating: { min: query.rating } } : {}),
      ...(pets > 0 ? { number_of_pets: { min: pets } } : {}),
      ...(query.quick.includes('pay_at_hotel') ? { pay_at_hotel: true } : {}),
      ...(query.quick.includes('couple_friendly') ? { couple_friendly: true } : {}),
      // Without 'Hide sold out' the listing shows sold-out properties too, after the bookable ones.
      available: query.availableOnly,
    },
    format_response: { batch_count: query.count, offset: (query.page - 1) * query.count, sort_params: query.sort },
  };
}
