// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { city, hotelDetails, hotelPageSideReply, hotelSummary } from '../testing/api-fixtures';
import { fakePageApi as fakeApi, loadPage as load, statusOf, type Reply } from '../testing/page-loader';

/** What the geographies call answers: the city (or nothing), with an optional locality and the tags it knows. */
function places(named: ReturnType<typeof city> | null, extra: { locality?: unknown; tags?: unknown[] } = {}): Reply {
  return { body: { city: named, locality: extra.locality ?? null, tags: extra.tags ?? [] } };
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
  it('asks for the properties of the stay and rooms in the URL (sold-out ones too, listed last), with metadata per brand and city', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [hotelSummary()], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=2,2,0,1,0,1,0,0,0');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      search_type: 'city',
      'filters[city_id]': '2',
      'filters[available]': 'false',
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
      meta: {
        title: 'Hotels in Mumbai | Nivaas',
        description: 'Book hotels in Mumbai at the best prices.',
        canonical: 'http://localhost:4200/hotels-in-mumbai',
      },
    });
  });

  it("'Hide sold out' and the quick filters of a shared URL reach the search, and the URL stays as it was", async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [hotelSummary()], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load(
      'http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=1,2,0,0,0&quick=pay_at_hotel,couple_friendly&available=1',
    );
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(Object.fromEntries(search.searchParams)).toMatchObject({
      'filters[available]': 'true',
      'filters[pay_at_hotel]': 'true',
      'filters[couple_friendly]': 'true',
    });
    expect(data).toMatchObject({ kind: 'listing', query: { quick: ['pay_at_hotel', 'couple_friendly'], availableOnly: true } });
  });

  it('without dates and rooms, searches today and tomorrow in the city country for its default occupancy (India: one adult)', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } },
    );
    await load('http://localhost:4200/hotels-in-mumbai');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('available_room_count[checkin]')).toBe('2030-05-02');
    expect(search.searchParams.get('available_room_count[checkout]')).toBe('2030-05-03');
    expect(search.searchParams.get('rooms_config')).toBe('1,1,0,0,0');
  });

  it('an open search (isOpenSearch=true, no dates) asks for the place without dates or availability, with the rooms and their pets', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? places(city())
        : {
            body: {
              hotels: [hotelSummary({ pricing_details: null, available_rooms: 0, from_price_per_night: 199_900 })],
              total_count: 1,
              offset: 0,
              batch_count: 20,
            },
          },
    );
    const data = await load('http://localhost:4200/hotels-in-mumbai?isOpenSearch=true&rooms_config=1,2,0,0,1');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    const asked = Object.fromEntries(search.searchParams);
    expect(asked).toMatchObject({ open_search: 'true', rooms_config: '1,2,0,0,1', 'filters[number_of_pets][min]': '1', 'filters[city_id]': '2' });
    expect(Object.keys(asked).filter((name) => name.startsWith('available_room_count') || name === 'filters[available]')).toEqual([]);
    expect(data).toMatchObject({
      kind: 'listing',
      totalCount: 1,
      stay: { checkin: '', checkout: '', nights: 0, isOpenSearch: true },
      hotels: [{ from_price_per_night: 199_900 }],
    });
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
    [
      'a country prefix that is not the city country',
      'http://homes.localhost:4200/de/hotels-in-amsterdam',
      city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 }),
    ],
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
    expect(data).toMatchObject({
      meta: { title: 'Vakantiehuizen in Amsterdam | Dunelight Homes', canonical: 'http://nl.homes.localhost:4200/hotels-in-amsterdam' },
    });
  });
});

describe('a hotel page /{hotelId}/', () => {
  it('reads the hotel id from the leading digits and prices the stay in the URL', async () => {
    const requests = fakeApi(
      (url) => hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }),
    );
    const data = await load('http://localhost:4200/1002-nivaas-townhouse/?checkin=2030-05-10&checkout=2030-05-12');
    const details = requests.find((url) => url.pathname === '/api/pwa/hotels/1002') as URL;
    expect(details.searchParams.get('available_room_count[checkin]')).toBe('2030-05-10');
    expect(details.searchParams.get('rooms_config')).toBe('1,1,0,0,0');
    expect(data).toMatchObject({
      kind: 'hotel',
      changeSearchHref: '/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=1%2C1%2C0%2C0%2C0',
      meta: { title: 'Nivaas Townhouse Lower Parel, Mumbai | Nivaas', canonical: 'http://localhost:4200/1002/' },
    });
  });

  it('asks for the details of the stay as asked while the availability is on its way, not after it', async () => {
    let detailsAsked: () => void = () => undefined;
    const detailsRequested = new Promise<void>((resolve) => (detailsAsked = resolve));
    const requests: URL[] = [];
    vi.stubGlobal('fetch', async (input: string | URL) => {
      const url = new URL(String(input));
      requests.push(url);
      if (url.pathname === '/api/pwa/hotels/1002') detailsAsked();
      // The availability answers only once the details were asked for: a loader calling one after the other waits forever.
      if (url.pathname === '/api/pwa/availability') await detailsRequested;
      const { body } = hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const data = await load('http://localhost:4200/1002/?checkin=2030-05-10&checkout=2030-05-12');
    expect(requests.filter((url) => url.pathname === '/api/pwa/hotels/1002')).toHaveLength(1);
    expect(data).toMatchObject({ kind: 'hotel', stay: { checkin: '2030-05-10', checkout: '2030-05-12', nights: 2 } });
  });

  it('when the availability corrects the stay, the details are asked again for the corrected stay', async () => {
    const requests = fakeApi((url) => {
      if (url.pathname === '/api/pwa/availability') {
        const reply = hotelPageSideReply(url) as { body: Record<string, unknown> };
        return { body: { ...reply.body, checkin: '2030-05-10', checkout: '2030-05-11', nights: 1, dates_corrected: true } };
      }
      return hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() });
    });
    const data = await load('http://localhost:4200/1002/?checkin=2030-05-10&checkout=2030-06-30');
    const details = requests.filter((url) => url.pathname === '/api/pwa/hotels/1002').map((url) => url.searchParams.get('available_room_count[checkout]'));
    // First the stay as the page reads it (at most 30 nights: check-out 9 June), then the stay the API corrected.
    expect(details).toEqual(['2030-06-09', '2030-05-11']);
    expect(data).toMatchObject({ stay: { checkin: '2030-05-10', checkout: '2030-05-11', nights: 1 }, params: { checkout: '2030-05-11' } });
  });

  it('an open search (isOpenSearch=true, no dates) shows the hotel with no stay: no availability call, 0 nights, the listing back as an open search', async () => {
    const requests = fakeApi(
      (url) => hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }),
    );
    const data = await load('http://localhost:4200/1002/?isOpenSearch=true&rooms_config=1,2,0,0,0');
    expect(requests.some((url) => url.pathname.includes('availability'))).toBe(false);
    const details = requests.filter((url) => url.pathname === '/api/pwa/hotels/1002');
    expect(
      details.map((url) => [url.searchParams.get('open_search'), url.searchParams.get('rooms_config'), url.searchParams.get('available_room_count[checkin]')]),
    ).toEqual([['true', '1,2,0,0,0', null]]);
    expect(data).toMatchObject({
      kind: 'hotel',
      openSearch: true,
      stay: { checkin: '', checkout: '', nights: 0 },
      params: { isOpenSearch: 'true', rooms_config: '1,2,0,0,0' },
      changeSearchHref: '/hotels-in-mumbai?isOpenSearch=true&rooms_config=1%2C2%2C0%2C0%2C0',
    });
    expect(data).not.toHaveProperty('params.checkin');
  });

  it('isOpenSearch=true with dates is the stay for those dates', async () => {
    fakeApi((url) => hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }));
    const data = await load('http://localhost:4200/1002/?isOpenSearch=true&checkin=2030-05-10&checkout=2030-05-12');
    expect(data).toMatchObject({ openSearch: false, stay: { checkin: '2030-05-10', checkout: '2030-05-12' } });
  });

  it('outside India the canonical URL carries the country prefix', async () => {
    const linde = hotelDetails({ id: 1305, name: 'Apartment De Linde', city: 'Amsterdam', city_id: 40, country_id: 143, currency_code: 'EUR' });
    fakeApi(
      (url) =>
        hotelPageSideReply(url, linde) ??
        (url.pathname === '/api/pwa/cities'
          ? { body: { cities: [city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 })] } }
          : { body: linde }),
    );
    const data = await load('http://nl.homes.localhost:4200/nl/1305/');
    expect(data).toMatchObject({ meta: { canonical: 'http://nl.homes.localhost:4200/nl/1305/' } });
  });

  it.each([
    ['an unknown hotel', 'http://localhost:4200/999999/', () => notFound],
    [
      "another brand's country",
      'http://localhost:4200/1305/',
      (url: URL) => hotelPageSideReply(url, hotelDetails({ id: 1305, country_id: 143 })) ?? { body: hotelDetails({ id: 1305, country_id: 143 }) },
    ],
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
      const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(goa, { tags: [tag] }) : emptySearch));
      const data = await load(`http://localhost:4200${path}`);
      expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({ place: 'goa', tags: 'beach' });
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

describe('tag pages /{city}/{tag}/{tag2} and /{city}/{tag}/{tag2}/{tag3}', () => {
  const goa = city({ id: 5, name: 'Goa', slug: 'goa', meta_description: 'Beaches of Goa' });
  const known = [
    { id: 9, name: 'Beach', slug: 'beach' },
    { id: 12, name: 'Family', slug: 'family' },
    { id: 15, name: 'Pool', slug: 'pool' },
  ];
  const goaHotels = {
    body: {
      hotels: [hotelSummary({ id: 1201, name: 'Goa Palms' }), hotelSummary({ id: 1202, name: 'Baga Sands' })],
      total_count: 2,
      offset: 0,
      batch_count: 20,
    },
  };

  /** The catalogue as the geographies call sees it: Goa, and the tags above among those asked, in the order asked. */
  function catalogue(url: URL): Reply {
    if (url.pathname !== '/api/pwa/geographies') return goaHotels;
    const asked = [...new Set((url.searchParams.get('tags') ?? '').split(',').filter(Boolean))];
    return places(url.searchParams.get('place') === 'goa' ? goa : null, { tags: asked.flatMap((slug) => known.filter((tag) => tag.slug === slug)) });
  }

  async function redirectOf(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
    const thrown = await promise.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    return { status: (thrown as Response).status, location: (thrown as Response).headers.get('location') };
  }

  it('lists the properties of the city carrying both tags, with the page named after them', async () => {
    const requests = fakeApi(catalogue);
    const data = await load('http://localhost:4200/goa/beach/family?checkin=2030-05-10&checkout=2030-05-12');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({ place: 'goa', tags: 'beach,family' });
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('search_type')).toBe('tag');
    expect(search.searchParams.get('filters[city_id]')).toBe('5');
    expect([0, 1].map((index) => search.searchParams.get(`filters[tag_ids][${index}]`))).toEqual(['9', '12']);
    expect(search.searchParams.get('available_room_count[checkin]')).toBe('2030-05-10');
    expect(data).toMatchObject({
      kind: 'listing',
      totalCount: 2,
      hotels: [
        { id: 1201, name: 'Goa Palms' },
        { id: 1202, name: 'Baga Sands' },
      ],
      place: { label: 'Beach · Family · Goa', themed: { place: 'Goa', tags: [{ slug: 'beach' }, { slug: 'family' }] } },
      meta: {
        title: 'Hotels in Goa tagged “Beach” and for families | Nivaas',
        description: 'Beaches of Goa',
        canonical: 'http://localhost:4200/goa/beach/family',
      },
    });
  });

  it('three tags: one canonical address whatever order they come in', async () => {
    const requests = fakeApi(catalogue);
    const data = await load('http://localhost:4200/goa/pool/beach/family');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect([0, 1, 2].map((index) => search.searchParams.get(`filters[tag_ids][${index}]`))).toEqual(['15', '9', '12']);
    expect(data).toMatchObject({
      meta: { title: 'Hotels in Goa tagged “Pool”, tagged “Beach”, and for families | Nivaas', canonical: 'http://localhost:4200/goa/beach/family/pool' },
    });
  });

  it.each([
    ['an unknown tag is dropped: the page of the tags left', '/goa/beach/nowhere/family?checkin=2030-05-10', '/goa/beach/family?checkin=2030-05-10'],
    ['one known tag left: its tag listing', '/goa/nowhere/beach', '/goa/hotels-in-goa-beach'],
    ['no known tag: the city listing', '/goa/nowhere/nothing?sort=price_low_to_high', '/hotels-in-goa?sort=price_low_to_high'],
    ['a tag written twice counts once', '/goa/beach/beach', '/goa/hotels-in-goa-beach'],
    ['an unknown single tag on the catch-all /{city}/{tag}', '/goa/nowhere', '/hotels-in-goa'],
  ])('%s (301, the query kept)', async (_case, path, location) => {
    const requests = fakeApi(catalogue);
    expect(await redirectOf(load(`http://localhost:4200${path}`))).toEqual({ status: 301, location });
    expect(requests.some((url) => url.pathname === '/api/pwa/search')).toBe(false);
  });

  it.each([
    ['an unknown city', '/atlantis/beach/family'],
    ['a locality in place of the city', '/baga-goa/beach/family'],
    ['more than three tags', '/goa/beach/family/pool/spa'],
    ['a segment that is no slug', '/goa/beach/fam%20ily'],
  ])('%s is not found', async (_case, path) => {
    fakeApi((url) =>
      url.searchParams.get('place') === 'baga-goa'
        ? places(goa, { locality: { id: 7, name: 'Baga', slug: 'baga', center_point: { lat: 15.55, lng: 73.75 } } })
        : catalogue(url),
    );
    expect(await statusOf(load(`http://localhost:4200${path}`))).toBe(404);
  });

  it('with a country prefix, on the homes brand, in the site language', async () => {
    const amsterdam = city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143, meta_description: '' });
    const requests = fakeApi((url) => (url.pathname === '/api/pwa/geographies' ? places(amsterdam, { tags: [known[0], known[1]] }) : emptySearch));
    const data = await load('http://nl.homes.localhost:4200/nl/amsterdam/beach/family');
    expect(requests[0]?.searchParams.get('place')).toBe('amsterdam');
    expect(data).toMatchObject({
      meta: {
        title: 'Vakantiehuizen in Amsterdam met het thema ‘Beach’ en voor gezinnen | Dunelight Homes',
        description: 'Vakantiehuizen in Amsterdam met het thema ‘Beach’ en voor gezinnen, met prijzen voor jouw data, op Dunelight Homes.',
        canonical: 'http://nl.homes.localhost:4200/amsterdam/beach/family',
      },
    });
  });
});

describe('page types by the domain rule (guest-journey §2)', () => {
  const goa = city({ id: 5, name: 'Goa', slug: 'goa', meta_description: 'Beaches of Goa' });
  const onlyGoa = (url: URL): Reply => (url.pathname === '/api/pwa/geographies' ? places(url.searchParams.get('place') === 'goa' ? goa : null) : emptySearch);

  it('any {x}-in-{y} path is the listing of y, under its canonical address', async () => {
    fakeApi(onlyGoa);
    expect(await load('http://localhost:4200/resorts-in-goa')).toMatchObject({
      kind: 'listing',
      meta: { title: 'Hotels in Goa | Nivaas', canonical: 'http://localhost:4200/hotels-in-goa' },
    });
  });

  it.each([
    ['an editorial theme page', '/things-to-do-in-goa'],
    ['a 4x4 holiday', '/jeep-4x4-trails-in-goa'],
  ])('%s is no listing (and names no city here)', async (_case, path) => {
    const requests = fakeApi(onlyGoa);
    expect(await statusOf(load(`http://localhost:4200${path}`))).toBe(404);
    expect(requests.map((url) => url.searchParams.get('place'))).toEqual([path.slice(1)]);
  });

  it("/{country code}/ is the home of one of the brand's countries, with its popular cities", async () => {
    const amsterdam = city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 });
    const requests = fakeApi(() => ({ body: { cities: [amsterdam] } }));
    const data = await load('http://homes.localhost:4200/nl/');
    expect(requests[0]?.pathname).toBe('/api/pwa/cities');
    expect(requests[0]?.searchParams.get('country_id')).toBe('143');
    expect(data).toMatchObject({
      kind: 'home',
      popular: [{ id: 40, name: 'Amsterdam' }],
      meta: { title: 'Dunelight Homes Netherlands: book holiday homes at the best prices', canonical: 'http://homes.localhost:4200/nl/' },
    });
    // On the country's own site the same home lives at /.
    fakeApi(() => ({ body: { cities: [amsterdam] } }));
    expect(await load('http://nl.homes.localhost:4200/nl/')).toMatchObject({ kind: 'home', meta: { canonical: 'http://nl.homes.localhost:4200/' } });
  });

  it.each([
    ["another brand's country", 'http://localhost:4200/nl/'],
    ['a two-letter code that is no country', 'http://homes.localhost:4200/zz/'],
  ])('/{country code}/ of %s is not found', async (_case, url) => {
    const requests = fakeApi(() => ({ body: { cities: [] } }));
    expect(await statusOf(load(url))).toBe(404);
    expect(requests).toEqual([]);
  });

  it('/microsite/{name} redirects to the home page', async () => {
    const requests = fakeApi(onlyGoa);
    const thrown = await load('http://localhost:4200/microsite/summer-deals').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/');
    expect(requests).toEqual([]);
  });

  it('the short hotel link keeps the country prefix outside India', async () => {
    fakeApi(onlyGoa);
    const thrown = await load('http://nl.homes.localhost:4200/nl/h/1305').catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/nl/1305/');
  });

  it.each([
    ['a file name', '/favicon.ico'],
    ['a page this site does not have', '/wizardprofile'],
  ])('%s is not found without asking the API', async (_case, path) => {
    const requests = fakeApi(onlyGoa);
    expect(await statusOf(load(`http://localhost:4200${path}`))).toBe(404);
    expect(requests).toEqual([]);
  });
});

describe('/search/ by locality and by country', () => {
  const goa = city({ id: 5, name: 'Goa', slug: 'goa', meta_description: 'Beaches of Goa' });
  const baga = { id: 7, name: 'Baga', slug: 'baga', center_point: { lat: 15.55, lng: 73.75 } };

  it('?localityId= lists the locality, under the locality listing canonical address', async () => {
    const requests = fakeApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? places(goa, { locality: baga })
        : { body: { hotels: [hotelSummary({ id: 1202, name: 'Baga Sands' })], total_count: 1, offset: 0, batch_count: 20 } },
    );
    const data = await load('http://localhost:4200/search?localityId=7&city=goa');
    expect(requests[0]?.searchParams.get('locality_id')).toBe('7');
    expect(requests[0]?.searchParams.has('place')).toBe(false);
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('search_type')).toBe('locality');
    expect(search.searchParams.get('filters[locality_id]')).toBe('7');
    expect(data).toMatchObject({
      kind: 'listing',
      path: '/search?localityId=7',
      hotels: [{ id: 1202, name: 'Baga Sands' }],
      meta: { title: 'Hotels in Baga, Goa | Nivaas', description: 'Beaches of Goa', canonical: 'http://localhost:4200/hotels-in-baga-goa' },
    });
  });

  it('?localityId= of no locality, or of another brand, is not found', async () => {
    fakeApi(() => places(null));
    expect(await statusOf(load('http://localhost:4200/search?localityId=999'))).toBe(404);
    fakeApi(() => places(city({ id: 40, name: 'Amsterdam', slug: 'amsterdam', country_id: 143 }), { locality: { ...baga, name: 'Jordaan', slug: 'jordaan' } }));
    expect(await statusOf(load('http://localhost:4200/search?localityId=41'))).toBe(404);
  });

  it('?countryId= describes the country listing, per brand and language', async () => {
    fakeApi(() => emptySearch);
    expect(await load('http://localhost:4200/search?countryId=1')).toMatchObject({
      meta: {
        title: 'Hotels in India | Nivaas',
        description: 'Hotels in India, with prices for your dates, on Nivaas.',
        canonical: 'http://localhost:4200/search/?countryId=1',
      },
    });
    expect(await load('http://homes.localhost:4200/search?countryId=143')).toMatchObject({
      meta: {
        title: 'Holiday homes in Netherlands | Dunelight Homes',
        description: 'Holiday homes in Netherlands, with prices for your dates, on Dunelight Homes.',
      },
    });
  });
});

describe('the listing40 experiment (guest-journey §9: 40 a page on desktop when an experiment is on)', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const listing40 = (val: '0' | '1') => `expd=${encodeURIComponent(JSON.stringify({ listing40: { val } }))}`;
  const pageSizeAsked = async (url: string, headers: Record<string, string>) => {
    const requests = fakeApi((asked) =>
      asked.pathname === '/api/pwa/geographies' ? places(city()) : { body: { hotels: [hotelSummary()], total_count: 100, offset: 0, batch_count: 40 } },
    );
    const data = (await load(url, headers)) as { query: { count: number } };
    const search = requests.find((asked) => asked.pathname === '/api/pwa/search') as URL;
    return { batch: search.searchParams.get('format_response[batch_count]'), count: data.query.count };
  };

  it('asks for 40 a page on desktop for a guest in the experiment, 20 for the others and on a phone', async () => {
    const url = 'http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12';
    expect(await pageSizeAsked(url, { 'user-agent': desktop, cookie: listing40('1') })).toEqual({ batch: '40', count: 40 });
    expect(await pageSizeAsked(url, { 'user-agent': desktop, cookie: listing40('0') })).toEqual({ batch: '20', count: 20 });
    expect(await pageSizeAsked(url, { 'user-agent': phone, cookie: listing40('1') })).toEqual({ batch: '20', count: 20 });
  });

  it('gives a guest of the experiment who chose 20 a page 20, without redirecting them back to 40', async () => {
    const url = 'http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&count=20';
    expect(await pageSizeAsked(url, { 'user-agent': desktop, cookie: listing40('1') })).toEqual({ batch: '20', count: 20 });
  });

  it('tidies count=40 away for a guest of the experiment, whose pages are 40 already', async () => {
    fakeApi((asked) => (asked.pathname === '/api/pwa/geographies' ? places(city()) : emptySearch));
    const url = 'http://localhost:4200/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&count=40';
    const thrown = await load(url, { 'user-agent': desktop, cookie: listing40('1') }).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12');
  });
});
