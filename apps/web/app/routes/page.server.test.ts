// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { city, hotelDetails, hotelSummary } from '../testing/api-fixtures';
import { loader } from './page';

type Reply = { status?: number; body: unknown };

/** A fake API: answers by path, remembers every request. */
function fakeApi(answer: (url: URL) => Reply) {
  const requests: URL[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = new URL(String(input));
    requests.push(url);
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return requests;
}

function load(url: string) {
  const parsed = new URL(url);
  const [first = '', second] = parsed.pathname.split('/').filter(Boolean);
  const params = second === undefined ? { slug: first } : { country: first, slug: second };
  return loader({ request: new Request(url, { headers: { host: parsed.host } }), params, context: {} } as unknown as LoaderFunctionArgs);
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

/** What the geographies call answers: the city (or nothing), with an optional locality and tag. */
function places(named: ReturnType<typeof city> | null, extra: { locality?: unknown; tag?: unknown } = {}): Reply {
  return { body: { city: named, locality: extra.locality ?? null, tag: extra.tag ?? null } };
}

const emptySearch: Reply = { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } };

const notFound = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T20:00:00Z')); // 2 May in India
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a city listing /hotels-in-{city}', () => {
  it('asks for the properties available for the stay and rooms in the URL, with metadata per brand and city', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [hotelSummary()], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=2,2,0,1,0,1,0,0,0');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      search_type: 'city',
      'filters[city_id]': '2',
      'filters[available]': 'true',
      'filters[number_of_rooms]': '2',
      'filters[guest_count][min]': '4',
      'available_room_count[checkin]': '2030-05-10',
      'available_room_count[checkout]': '2030-05-12',
      'available_room_count[min_count]': '2',
      rooms_config: '2,2,0,1,0,1,0,0,0',
      brand_name: 'nivaas',
      default_property_type: 'hotel',
    });
    expect(data).toMatchObject({
      kind: 'listing',
      totalCount: 1,
      meta: { title: 'Hotels in Mumbai | Nivaas', description: 'Book hotels in Mumbai at the best prices.', canonical: 'http://localhost:4200/hotels-in-mumbai' },
    });
  });

  it('without dates and rooms, searches today and tomorrow in the city country for two adults', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } },
    );
    await load('http://localhost:4200/hotels-in-mumbai');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('available_room_count[checkin]')).toBe('2030-05-02');
    expect(search.searchParams.get('available_room_count[checkout]')).toBe('2030-05-03');
    expect(search.searchParams.get('rooms_config')).toBe('1,2,0,0,0');
  });

  it('an open search (isOpenSearch=true, no dates) asks for the place without dates or availability, with the rooms and their pets', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? places(city())
        : { body: { hotels: [hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: 199_900 })], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://localhost:4200/hotels-in-mumbai?isOpenSearch=true&rooms_config=1,2,0,0,1');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    const asked = Object.fromEntries(search.searchParams);
    expect(asked).toMatchObject({ open_search: 'true', rooms_config: '1,2,0,0,1', 'filters[number_of_pets][min]': '1', 'filters[city_id]': '2' });
    expect(Object.keys(asked).filter((name) => name.startsWith('available_room_count') || name === 'filters[available]')).toEqual([]);
    expect(data).toMatchObject({ kind: 'listing', totalCount: 1, stay: { checkin: '', checkout: '', nights: 0, isOpenSearch: true }, hotels: [{ from_price_per_night: 199_900 }] });
  });

  it('isOpenSearch=true with dates is a search for those dates', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(city()) : emptySearch));
    await load('http://localhost:4200/hotels-in-mumbai?isOpenSearch=true&checkin=2030-05-10&checkout=2030-05-12');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('open_search')).toBeNull();
    expect(search.searchParams.get('available_room_count[checkin]')).toBe('2030-05-10');
  });

  it.each([
    ['an unknown city', 'http://localhost:4200/hotels-in-atlantis', null],
    ["another brand's city", 'http://localhost:4200/hotels-in-amsterdam', city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 })],
    ['a country prefix that is not the city country', 'http://homes.localhost:4200/de/hotels-in-amsterdam', city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 })],
  ])('%s is not found', async (_case, url, named) => {
    fakeApi(() => places(named));
    expect(await statusOf(load(url))).toBe(404);
  });

  it('names holiday homes on the homes brand, in the site language, with the country prefix accepted', async () => {
    fakeApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? places(city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 }))
        : { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://nl.homes.localhost:4200/nl/hotels-in-amsterdam');
    expect(data).toMatchObject({ meta: { title: 'Vakantiehuizen in Amsterdam | Dunelight Homes', canonical: 'http://nl.homes.localhost:4200/hotels-in-amsterdam' } });
  });
});

describe('a hotel page /{hotelId}/', () => {
  it('reads the hotel id from the leading digits and prices the stay in the URL', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }));
    const data = await load('http://localhost:4200/1002-nivaas-townhouse/?checkin=2030-05-10&checkout=2030-05-12');
    const details = requests.find((url) => url.pathname === '/api/pwa/hotels/1002') as URL;
    expect(details.searchParams.get('available_room_count[checkin]')).toBe('2030-05-10');
    expect(details.searchParams.get('rooms_config')).toBe('1,2,0,0,0');
    expect(data).toMatchObject({
      kind: 'hotel',
      changeSearchHref: '/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=1%2C2%2C0%2C0%2C0',
      meta: { title: 'Nivaas Townhouse Lower Parel, Mumbai | Nivaas', canonical: 'http://localhost:4200/1002/' },
    });
  });

  it('outside India the canonical URL carries the country prefix', async () => {
    fakeApi((url) =>
      url.pathname === '/api/pwa/cities'
        ? { body: { cities: [city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 })] } }
        : { body: hotelDetails({ id: 1305, name: 'Apartment De Linde', city: 'Amsterdam', city_id: 40, country_id: 143, currency_code: 'EUR' }) },
    );
    const data = await load('http://nl.homes.localhost:4200/nl/1305/');
    expect(data).toMatchObject({ meta: { canonical: 'http://nl.homes.localhost:4200/nl/1305/' } });
  });

  it.each([
    ['an unknown hotel', 'http://localhost:4200/999999/', () => notFound],
    ["another brand's country", 'http://localhost:4200/1305/', () => ({ body: hotelDetails({ id: 1305, country_id: 143 }) })],
    ['a path that is neither a listing, a city nor a hotel', 'http://localhost:4200/somewhere', () => places(null)],
    ['India as a country prefix', 'http://localhost:4200/in/1002/', () => ({ body: hotelDetails() })],
  ])('%s is not found', async (_case, url, answer) => {
    fakeApi(answer);
    expect(await statusOf(load(url))).toBe(404);
  });
});

describe('the other listing routes', () => {
  const baga = { id: 7, name: 'Baga', slug: 'baga', center_point: { lat: 15.55, lng: 73.75 } };
  const goa = city({ id: 5, name: 'Goa', slug: 'goa', meta_description: 'Beaches of Goa' });

  it('/hotels-in-{location}-{city} searches the locality', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(goa, { locality: baga }) : emptySearch));
    const data = await load('http://localhost:4200/hotels-in-baga-goa');
    expect(requests[0]?.searchParams.get('place')).toBe('baga-goa');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('search_type')).toBe('locality');
    expect(search.searchParams.get('filters[locality_id]')).toBe('7');
    expect(data).toMatchObject({ meta: { title: 'Hotels in Baga, Goa | Nivaas', canonical: 'http://localhost:4200/hotels-in-baga-goa' } });
  });

  it('/hotels-near-{location}-{city} searches around the locality centre', async () => {
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(goa, { locality: baga }) : emptySearch));
    const data = await load('http://localhost:4200/hotels-near-baga-goa');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('search_type')).toBe('locations');
    expect(search.searchParams.get('coordinates[latitude]')).toBe('15.55');
    expect(search.searchParams.get('coordinates[longitude]')).toBe('73.75');
    expect(data).toMatchObject({ meta: { title: 'Hotels near Baga, Goa | Nivaas', canonical: 'http://localhost:4200/hotels-near-baga-goa' } });
  });

  it('/{city}/hotels-in-{city}-{tag} searches the tag in the city, and /{city}/{tag} is the same page', async () => {
    const tag = { id: 9, name: 'Beach', slug: 'beach' };
    for (const path of ['/goa/hotels-in-goa-beach', '/goa/beach']) {
      const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(goa, { tag }) : emptySearch));
      const data = await load(`http://localhost:4200${path}`);
      expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({ place: 'goa', tag: 'beach' });
      const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
      expect(search.searchParams.get('search_type')).toBe('tag');
      expect(search.searchParams.get('filters[tag_id]')).toBe('9');
      expect(data).toMatchObject({ meta: { canonical: 'http://localhost:4200/goa/hotels-in-goa-beach' } });
    }
  });

  it('an unknown tag is not found', async () => {
    fakeApi(() => places(goa));
    expect(await statusOf(load('http://localhost:4200/goa/hotels-in-goa-nowhere'))).toBe(404);
  });

  it('the catch-all city page /{city} lists the city with the /hotels-in-{city} canonical URL', async () => {
    fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(goa) : emptySearch));
    expect(await load('http://localhost:4200/goa')).toMatchObject({ kind: 'listing', meta: { canonical: 'http://localhost:4200/hotels-in-goa' } });
  });

  it('/search/?countryId= searches the whole country; the place parameter stays in every control link', async () => {
    const requests = fakeApi(() => emptySearch);
    const data = await load('http://localhost:4200/search?countryId=1&sort=price_low_to_high');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('search_type')).toBe('country');
    expect(search.searchParams.get('filters[country_id]')).toBe('1');
    expect(data).toMatchObject({ path: '/search?countryId=1', meta: { title: 'Hotels in India | Nivaas' } });
  });

  it("/search/ with another brand's country, or with no place, is not found", async () => {
    fakeApi(() => emptySearch);
    expect(await statusOf(load('http://localhost:4200/search?countryId=143'))).toBe(404);
    expect(await statusOf(load('http://localhost:4200/search'))).toBe(404);
  });

  it('/hotels-near-me asks for the position first, then searches around it', async () => {
    fakeApi(() => emptySearch);
    expect(await load('http://localhost:4200/hotels-near-me')).toMatchObject({ kind: 'nearMe', meta: { canonical: 'http://localhost:4200/hotels-near-me' } });
    const requests = fakeApi(() => emptySearch);
    const data = await load('http://localhost:4200/hotels-near-me?latitude=15.5&longitude=73.8');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('coordinates[latitude]')).toBe('15.5');
    expect(data).toMatchObject({ kind: 'listing', path: '/hotels-near-me?latitude=15.5&longitude=73.8', meta: { title: 'Hotels near me | Nivaas' } });
  });

  it('/h/{id} is the short link to the hotel page, keeping the query', async () => {
    fakeApi(() => emptySearch);
    const response = await load('http://localhost:4200/h/1002?skipHp=true').catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('location')).toBe('/1002/?skipHp=true');
  });

  it('nothing available: the alternate search brings up to 3 stays of the place without the filters', async () => {
    const requests = fakeApi((url) => {
      if (url.pathname === '/api/pwa/geographies') return places(goa);
      const filtered = url.searchParams.has('filters[rating][min]');
      return filtered ? emptySearch : { body: { hotels: [hotelSummary()], total_count: 1, offset: 0, batch_count: 3 } };
    });
    const data = await load('http://localhost:4200/hotels-in-goa?rating=4.5');
    const alternate = requests.filter((url) => url.pathname === '/api/pwa/search')[1] as URL;
    expect(alternate.searchParams.get('format_response[batch_count]')).toBe('3');
    expect(data).toMatchObject({ totalCount: 0, alternates: [{ id: 1002 }] });
  });
});
