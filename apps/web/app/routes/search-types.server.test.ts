// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { city, hotelSummary } from '../testing/api-fixtures';
import { fakePageApi as fakeApi, loadPage as load, statusOf, type Reply } from '../testing/page-loader';

const emptySearch: Reply = { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } };

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T20:00:00Z')); // 2 May in India
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const zandvoort = city({ id: 40, name: 'Zandvoort', slug: 'zandvoort', country_id: 143, country_name: 'Netherlands' });
const park = {
  id: 3,
  name: 'Duinpark Zandvoort',
  slug: 'duinpark-zandvoort',
  description: 'Holiday homes in the dunes',
  center_point: { lat: 52.37, lng: 4.53 },
  country_id: 143,
};
const searchOf = (requests: URL[]) => requests.find((url) => url.pathname === '/api/pwa/search') as URL;

describe('flexible days in a listing URL', () => {
  it('asks the search for flexible_days_count and keeps it in the stay the controls carry', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? { body: { city: city(), locality: null, tags: [] } } : emptySearch));
    const data = await load('http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&flexible_days_count=2');
    expect(searchOf(requests).searchParams.get('flexible_days_count')).toBe('2');
    expect(data).toMatchObject({ kind: 'listing', stay: { checkin: '2030-05-10', checkout: '2030-05-12', flexibleDaysCount: 2 } });
  });

  it('exact dates ask for no flexible days', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? { body: { city: city(), locality: null, tags: [] } } : emptySearch));
    await load('http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&flexible_days_count=9');
    expect(searchOf(requests).searchParams.has('flexible_days_count')).toBe(false);
  });
});

describe('/search/?searchType=holiday_park&locationId=: the homes of a holiday park', () => {
  it('names the park and searches its homes, keeping the park in every control link', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? { body: { city: zandvoort, locality: null, holiday_park: park, tags: [] } }
        : { body: { hotels: [hotelSummary({ id: 3001, name: 'Duinhuis 12', country_id: 143 })], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://homes.localhost:4200/search?searchType=holiday_park&locationId=3');
    expect(requests[0]?.searchParams.get('holiday_park_id')).toBe('3');
    const search = searchOf(requests);
    expect(search.searchParams.get('search_type')).toBe('holiday_park');
    expect(search.searchParams.get('filters[holiday_park_id]')).toBe('3');
    expect(data).toMatchObject({
      kind: 'listing',
      path: '/search?searchType=holiday_park&locationId=3',
      // The search form shows the park, and searches it again for other dates.
      place: { destination: { type: 'holidayPark', name: 'Duinpark Zandvoort', parkId: 3 } },
      meta: { title: 'Holiday homes in Duinpark Zandvoort | Dunelight Homes', description: 'Holiday homes in the dunes' },
    });
  });

  it('is not found for an unknown park, or without its id', async () => {
    fakeApi(() => ({ body: { city: null, locality: null, holiday_park: null, tags: [] } }));
    expect(await statusOf(load('http://homes.localhost:4200/search?searchType=holiday_park&locationId=999'))).toBe(404);
    expect(await statusOf(load('http://homes.localhost:4200/search?searchType=holiday_park'))).toBe(404);
  });
});

describe('/search/?searchType=townhouse|silverkey: a collection', () => {
  it('searches the collection across the site country, or in the city the URL names', async () => {
    let requests = fakeApi(() => emptySearch);
    const data = await load('http://localhost:4200/search?searchType=townhouse');
    expect(searchOf(requests).searchParams.get('search_type')).toBe('townhouse');
    expect(searchOf(requests).searchParams.get('filters[country_id]')).toBe('1');
    expect(data).toMatchObject({
      meta: { title: 'Hotels in Nivaas Townhouse · India | Nivaas', canonical: 'http://localhost:4200/search/?searchType=townhouse&countryId=1' },
    });
    requests = fakeApi((url) =>
      url.pathname === '/api/pwa/cities'
        ? { body: { cities: [city()] } }
        : url.pathname === '/api/pwa/geographies'
          ? { body: { city: city(), locality: null, tags: [] } }
          : emptySearch,
    );
    await load('http://localhost:4200/search?searchType=silverkey&cityId=2');
    expect(searchOf(requests).searchParams.get('search_type')).toBe('silverkey');
    expect(searchOf(requests).searchParams.get('filters[city_id]')).toBe('2');
  });

  it('is not found on a brand that has no such collection', async () => {
    fakeApi(() => emptySearch);
    expect(await statusOf(load('http://homes.localhost:4200/search?searchType=townhouse'))).toBe(404);
  });
});
