// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { city, hotelDetails, hotelPageSideReply } from '../testing/api-fixtures';
import { fakeApi, outcomeOf } from '../testing/fake-api';
import { fakePageApi, loadPage } from '../testing/page-loader';
import { loader as findLoader } from './find';
import { loader as homeLoader } from './home';

const oneAdult = [{ adults: 1, children: 0, infants: 0, pets: 0 }];
const twoAdults = [{ adults: 2, children: 0, infants: 0, pets: 0 }];

const args = (url: string) =>
  ({ request: new Request(url, { headers: { host: new URL(url).host } }), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-01T20:00:00Z')); // 2 May in India
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a site's first stay starts from its country's defaultRoomGuestConfig (guest-journey §3, §9)", () => {
  it('the home page of the hotel site starts with one adult (India: 1,0,0), its popular cities link that stay', async () => {
    fakePageApi(() => ({ body: { cities: [city()] } }));
    const home = await homeLoader(args('http://localhost:4200/'));
    expect(home.stay).toEqual({ checkin: '2030-05-02', checkout: '2030-05-03', rooms: oneAdult });
  });

  it('the holiday-home sites start with two adults (0,1,0)', async () => {
    fakePageApi(() => ({ body: { cities: [] } }));
    expect((await homeLoader(args('http://nl.homes.localhost:4200/'))).stay.rooms).toEqual(twoAdults);
    fakePageApi(() => ({ body: { cities: [] } }));
    expect((await loadPage('http://homes.localhost:4200/nl/')) as { stay: unknown }).toMatchObject({ stay: { rooms: twoAdults } });
  });

  it('a hotel page without rooms in the URL asks for one adult; rooms_config, rooms and guests in the URL still win', async () => {
    const requests = fakePageApi(
      (url) => hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }),
    );
    await loadPage('http://localhost:4200/1002-nivaas-townhouse/?checkin=2030-05-10&checkout=2030-05-12');
    expect((requests.find((url) => url.pathname === '/api/pwa/hotels/1002') as URL).searchParams.get('rooms_config')).toBe('1,1,0,0,0');
    requests.length = 0;
    await loadPage('http://localhost:4200/1002-nivaas-townhouse/?checkin=2030-05-10&checkout=2030-05-12&rooms=1&guests=3');
    expect((requests.find((url) => url.pathname === '/api/pwa/hotels/1002') as URL).searchParams.get('rooms_config')).toBe('1,3,0,0,0');
  });

  it('/find without rooms_config goes on with the site default, and a form sent back keeps it', async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/pwa/autocomplete'
        ? {
            body: {
              sentences: { priority: 1, title: 'S', values: [] },
              locations: { priority: 2, title: 'L', values: [] },
              hotels: { priority: 3, title: 'H', values: [] },
            },
          }
        : { body: { cities: [] } },
    );
    const outcome = await outcomeOf(findLoader(args('http://localhost/find?destination=Atlantis&checkin=2030-06-01&checkout=2030-06-03')));
    expect((outcome.body?.['searchRetry'] as { values: { rooms: unknown } }).values.rooms).toEqual(oneAdult);
  });
});

describe('DD/MM/YYYY and DD-MM-YYYY dates in page URLs are converted, not reset to today (guest-journey §5)', () => {
  it('on a listing', async () => {
    const requests = fakePageApi((url) =>
      url.pathname === '/api/pwa/geographies'
        ? { body: { city: city(), locality: null, tags: [] } }
        : { body: { hotels: [], total_count: 0, offset: 0, batch_count: 20 } },
    );
    await loadPage('http://localhost:4200/hotels-in-mumbai?checkin=01/06/2030&checkout=03-06-2030');
    const search = requests.find((url) => url.pathname === '/api/pwa/search') as URL;
    expect(search.searchParams.get('available_room_count[checkin]')).toBe('2030-06-01');
    expect(search.searchParams.get('available_room_count[checkout]')).toBe('2030-06-03');
  });

  it('on a hotel page, availability included', async () => {
    const requests = fakePageApi(
      (url) => hotelPageSideReply(url) ?? (url.pathname === '/api/pwa/cities' ? { body: { cities: [city()] } } : { body: hotelDetails() }),
    );
    await loadPage('http://localhost:4200/1002-nivaas-townhouse/?checkin=01/06/2030&checkout=03/06/2030');
    const details = requests.find((url) => url.pathname === '/api/pwa/hotels/1002') as URL;
    expect(details.searchParams.get('available_room_count[checkin]')).toBe('2030-06-01');
    const availability = requests.find((url) => url.pathname === '/api/pwa/availability') as URL;
    expect(availability.searchParams.get('checkin')).toBe('2030-06-01');
  });

  it('on /find', async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/pwa/autocomplete'
        ? {
            body: {
              sentences: { priority: 1, title: 'S', values: [] },
              locations: {
                priority: 2,
                title: 'L',
                values: [
                  {
                    id: 'city-12',
                    type: 'city',
                    display_name: 'Mumbai',
                    center_point: { lat: 19, lng: 72 },
                    country_id: 1,
                    location_id: null,
                    city: 'Mumbai',
                    city_id: 12,
                    city_slug: 'mumbai',
                    locationType: 'city',
                    trending: false,
                    supply: 10,
                    rating: null,
                    tags: [],
                    category: null,
                    intents: [],
                  },
                ],
              },
              hotels: { priority: 3, title: 'H', values: [] },
            },
          }
        : { body: { cities: [] } },
    );
    const outcome = await outcomeOf(findLoader(args('http://localhost/find?destination=Mumbai&checkin=01/06/2030&checkout=03-06-2030&rooms_config=1,2,0,0,0')));
    expect(outcome.location).toBe('/hotels-in-mumbai?checkin=2030-06-01&checkout=2030-06-03&rooms_config=1%2C2%2C0%2C0%2C0');
  });
});
