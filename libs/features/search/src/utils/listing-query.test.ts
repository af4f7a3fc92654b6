import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_QUERY, listingQueryFromParams, listingQueryHref, listingQueryParams, listingSearchOptions } from './listing-query';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };
const read = (search: string) => listingQueryFromParams(new URLSearchParams(search));
const inr = { currency: 'INR' };

describe('listing URL ⇄ sort, filters and page', () => {
  it('reads every choice from the URL', () => {
    expect(read('sort=price_low_to_high&price_min=1000&price_max=5000&category=villa&amenities=4,1&rating=4&pets=1&page=2&count=40')).toEqual({
      sort: 'price_low_to_high',
      priceMin: 1000,
      priceMax: 5000,
      category: 'Villa',
      amenities: [1, 4],
      rating: 4,
      pets: true,
      quick: [],
      availableOnly: false,
      page: 2,
      count: 40,
    });
  });

  it('is the default listing without parameters', () => {
    expect(read('checkin=2030-05-01')).toEqual(DEFAULT_LISTING_QUERY);
  });

  it('accepts repeated amenities (as a form sends checkboxes) and drops duplicates', () => {
    expect(read('amenities=7&amenities=1&amenities=7').amenities).toEqual([1, 7]);
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', { sort: 'popularity' }],
    ['negative and non-numeric prices', 'price_min=-5&price_max=abc', { priceMin: undefined, priceMax: undefined }],
    ['empty form fields', 'price_min=&price_max=&category=&rating=', { priceMin: undefined, priceMax: undefined, category: undefined, rating: undefined }],
    ['an unknown category', 'category=castle', { category: undefined }],
    ['a rating that is not offered', 'rating=2.7', { rating: undefined }],
    ['page zero or a word', 'page=0', { page: 1 }],
    ['a page far away', 'page=99999', { page: 1 }],
    ['a page size not offered', 'count=1000', { count: 20 }],
    ['amenity ids that are not numbers', 'amenities=wifi,2,-1', { amenities: [2] }],
  ])('drops %s without failing', (_case, search, expected) => {
    expect(read(search)).toMatchObject(expected);
  });

  it('writes the choices back, defaults left out, and reads them again the same', () => {
    const query = read('sort=rating&price_max=5000&amenities=1,4&rating=4.5&page=3');
    expect(listingQueryParams(query)).toEqual([
      ['sort', 'rating'],
      ['price_max', '5000'],
      ['amenities', '1,4'],
      ['rating', '4.5'],
      ['page', '3'],
    ]);
    const href = listingQueryHref('/hotels-in-goa', stay, query);
    expect(href).toBe(
      '/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0&sort=rating&price_max=5000&amenities=1,4&rating=4.5&page=3',
    );
    expect(read(href.split('?')[1] ?? '')).toEqual(query);
    expect(listingQueryHref('/hotels-in-goa', stay, DEFAULT_LISTING_QUERY)).toBe(
      '/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0',
    );
  });

  it('asks the search API for the filters in minor units and the page as an offset', () => {
    expect(listingSearchOptions(read('sort=price_high_to_low&price_min=1000&category=Budget&amenities=1,4&rating=4&page=3'), inr)).toEqual({
      filters: { price: { min: 100_000, max: undefined }, category: 'Budget', amenities: '1,4', rating: { min: 4 }, available: false },
      format_response: { batch_count: 20, offset: 40, sort_params: 'price_high_to_low' },
    });
    expect(listingSearchOptions(read('count=40&page=2'), inr).format_response).toEqual({ batch_count: 40, offset: 40, sort_params: 'popularity' });
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, inr).filters).toEqual({ available: false });
  });

  it("converts the URL's prices with the site currency's own decimals (yen and rupiah have none)", () => {
    const prices = read('price_min=1000&price_max=5000');
    expect(listingSearchOptions(prices, { currency: 'EUR' }).filters.price).toEqual({ min: 100_000, max: 500_000 });
    expect(listingSearchOptions(prices, { currency: 'JPY' }).filters.price).toEqual({ min: 1000, max: 5000 });
    expect(listingSearchOptions(prices, { currency: 'IDR' }).filters.price).toEqual({ min: 1000, max: 5000 });
  });

  it('a stay whose rooms bring pets asks for properties taking at least that many, with or without the filter', () => {
    const rooms = [
      { adults: 2, children: 0, infants: 0, pets: 1 },
      { adults: 1, children: 0, infants: 1, pets: 1 },
    ];
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, { currency: 'INR', rooms }).filters).toEqual({ number_of_pets: { min: 2 }, available: false });
    expect(listingSearchOptions(read('pets=1'), { currency: 'INR', rooms }).filters).toEqual({ number_of_pets: { min: 2 }, available: false });
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, { currency: 'INR', rooms: [{ adults: 2, children: 1, infants: 1, pets: 0 }] }).filters).toEqual({
      available: false,
    });
  });
});

describe('a listing whose place is in its query (/search/, near me)', () => {
  it('keeps the place parameters first in every link and hidden field', async () => {
    const { splitListingPath } = await import('./listing-query');
    const path = '/search?countryId=1';
    expect(splitListingPath(path)).toEqual({ pathname: '/search', placeEntries: [['countryId', '1']] });
    const href = listingQueryHref(
      path,
      { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] },
      { ...DEFAULT_LISTING_QUERY, page: 2 },
    );
    expect(href).toBe('/search?countryId=1&checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0&page=2');
  });
});

describe('travelling with pets', () => {
  it('asks the search for properties taking at least one pet, writes pets=1 and counts as a filter', async () => {
    const { activeFilterCount } = await import('./listing-query');
    const query = read('pets=1');
    expect(listingSearchOptions(query, inr).filters).toEqual({ number_of_pets: { min: 1 }, available: false });
    expect(listingQueryParams(query)).toEqual([['pets', '1']]);
    expect(activeFilterCount(query)).toBe(1);
    expect(read('pets=yes').pets).toBe(false);
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, inr).filters).toEqual({ available: false });
  });

  it('a stay whose rooms bring pets asks for properties taking at least that many, with or without the filter', () => {
    const rooms = [
      { adults: 2, children: 0, infants: 0, pets: 1 },
      { adults: 1, children: 0, infants: 1, pets: 1 },
    ];
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, { currency: 'INR', rooms }).filters).toEqual({ number_of_pets: { min: 2 }, available: false });
    expect(listingSearchOptions(read('pets=1'), { currency: 'INR', rooms }).filters).toEqual({ number_of_pets: { min: 2 }, available: false });
    expect(listingSearchOptions(DEFAULT_LISTING_QUERY, { currency: 'INR', rooms: [{ adults: 2, children: 1, infants: 1, pets: 0 }] }).filters).toEqual({
      available: false,
    });
  });
});

describe('quick filters and hide sold out', () => {
  it('read from the URL in a fixed order, unknown ones dropped, and written back the same', () => {
    const query = read('quick=couple_friendly,breakfast&quick=pay_at_hotel&available=1');
    expect(query.quick).toEqual(['pay_at_hotel', 'couple_friendly']);
    expect(query.availableOnly).toBe(true);
    expect(listingQueryParams(query)).toEqual([
      ['quick', 'pay_at_hotel,couple_friendly'],
      ['available', '1'],
    ]);
    const href = listingQueryHref('/hotels-in-goa', stay, query);
    expect(href).toBe('/hotels-in-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1,2,0,0,0&quick=pay_at_hotel,couple_friendly&available=1');
    expect(read(href.split('?')[1] ?? '')).toEqual(query);
    expect(read('available=yes').availableOnly).toBe(false);
  });

  it('ask the search API for each quick filter and for bookable properties only, beside the other filters; each counts as a filter', async () => {
    const { activeFilterCount } = await import('./listing-query');
    const query = read('quick=pay_at_hotel,couple_friendly&available=1&rating=4');
    expect(listingSearchOptions(query, inr).filters).toEqual({ rating: { min: 4 }, pay_at_hotel: true, couple_friendly: true, available: true });
    expect(activeFilterCount(query)).toBe(4);
    expect(listingSearchOptions(read('quick=pay_at_hotel'), inr).filters).toEqual({ pay_at_hotel: true, available: false });
  });

  it('takes 40 as the page size a guest gets without asking (the listing40 experiment), keeping a chosen 20 in the URL', () => {
    const asked40 = listingQueryFromParams(new URLSearchParams('page=2'), 40);
    expect(asked40).toMatchObject({ count: 40, defaultCount: 40 });
    expect(listingQueryParams(asked40)).toEqual([['page', '2']]);
    const chose20 = listingQueryFromParams(new URLSearchParams('count=20&page=2'), 40);
    expect(listingQueryParams(chose20)).toEqual([
      ['count', '20'],
      ['page', '2'],
    ]);
    expect(listingSearchOptions(asked40, inr).format_response).toEqual({ batch_count: 40, offset: 40, sort_params: 'popularity' });
  });
});
