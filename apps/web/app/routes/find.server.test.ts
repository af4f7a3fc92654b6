// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { AutocompleteResponse, Suggestion } from '@stays/api-client';
import { city } from '../testing/api-fixtures';
import { fakeApi, outcomeOf, type RecordedRequest } from '../testing/fake-api';
import { loader } from './find';

function suggestion(overrides: Partial<Suggestion> & Pick<Suggestion, 'id' | 'type' | 'display_name'>): Suggestion {
  return {
    center_point: { lat: 52.37, lng: 4.9 },
    country_id: 1,
    location_id: null,
    city: null,
    city_id: null,
    city_slug: null,
    locationType: overrides.type,
    trending: false,
    supply: 10,
    rating: null,
    tags: [],
    category: null,
    intents: [],
    ...overrides,
  };
}

const group = (title: string, priority: number, values: Suggestion[]) => ({ priority, title, values });
const suggestions = (locations: Suggestion[]): AutocompleteResponse => ({
  sentences: group('Sentences', 1, []),
  locations: group('Locations', 2, locations),
  hotels: group('Hotels', 3, []),
});

/** The API: autocomplete answers `locations` for any text; the home page's popular cities. */
function api(locations: Suggestion[], autocompleteStatus = 200): RecordedRequest[] {
  return fakeApi((request) => {
    if (request.url.pathname === '/api/pwa/autocomplete') {
      return autocompleteStatus === 200
        ? { body: suggestions(locations) }
        : { status: autocompleteStatus, body: { statusCode: autocompleteStatus, code: 'DOWN', message: 'down' } };
    }
    if (request.url.pathname === '/api/pwa/cities') return { body: { cities: [city()] } };
    return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'not found' } };
  });
}

function find(url: string) {
  return outcomeOf(loader({ request: new Request(url, { headers: { host: new URL(url).host } }), params: {}, context: {} } as unknown as LoaderFunctionArgs));
}

beforeEach(() => {
  process.env.API_URL = 'http://api.test';
});
afterEach(() => vi.unstubAllGlobals());

describe('/find: the home search form submitted before hydration', () => {
  it('sends the typed text to the listing of its best location, with the dates and rooms sent', async () => {
    const requests = api([suggestion({ id: 'city-12', type: 'city', display_name: 'Mumbai', city: 'Mumbai', city_id: 12, city_slug: 'mumbai' })]);
    const outcome = await find('http://localhost/find?destination=mumb&checkin=2026-12-01&checkout=2026-12-03&rooms_config=1,2,0,0,0');
    expect(outcome).toEqual({ status: 302, location: '/hotels-in-mumbai?checkin=2026-12-01&checkout=2026-12-03&rooms_config=1%2C2%2C0%2C0%2C0' });
    const asked = requests.find((request) => request.url.pathname === '/api/pwa/autocomplete');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      query: 'mumb',
      region: '1',
      brandName: 'nivaas',
      defaultPropertyType: 'hotel',
      locale: 'en',
    });
  });

  it('asks in the brand and country of the host the guest is on, in their language', async () => {
    const requests = api([
      suggestion({ id: 'city-40', type: 'city', display_name: 'Amsterdam', city: 'Amsterdam', city_id: 40, city_slug: 'amsterdam', country_id: 2 }),
    ]);
    const outcome = await find('http://nl.homes.localhost/find?destination=amst&checkin=2026-12-01&checkout=2026-12-03&rooms_config=1,2,0,0,0');
    expect(outcome.location).toMatch(/^\/hotels-in-amsterdam\?checkin=2026-12-01&checkout=2026-12-03/);
    const asked = requests.find((request) => request.url.pathname === '/api/pwa/autocomplete');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      query: 'amst',
      brandName: 'dunelight',
      defaultPropertyType: 'home',
      locale: 'nl',
    });
  });

  it('keeps flexible days on the listing', async () => {
    api([suggestion({ id: 'city-12', type: 'city', display_name: 'Mumbai', city_slug: 'mumbai' })]);
    const outcome = await find('http://localhost/find?destination=Mumbai&checkin=2026-12-01&checkout=2026-12-03&rooms_config=1,2,0,0,0&flexible_days_count=2');
    expect(new URL(outcome.location ?? '', 'http://localhost').searchParams.get('flexible_days_count')).toBe('2');
  });

  it('comes back to the form, filled in as sent, when nothing matches the text', async () => {
    api([]);
    const outcome = await find('http://localhost/find?destination=Atlantis&checkin=2026-12-01&checkout=2026-12-03&rooms_config=2,2,0,0,0,1,0,1,0');
    expect(outcome.status).toBe(422);
    expect(outcome.body?.['searchRetry']).toEqual({
      values: {
        destinationText: 'Atlantis',
        checkin: '2026-12-01',
        checkout: '2026-12-03',
        flexibleDaysCount: 0,
        rooms: [
          { adults: 2, children: 0, infants: 0, pets: 0 },
          { adults: 1, children: 1, infants: 0, pets: 0 },
        ],
      },
      message: 'We could not find “Atlantis”. Try a city, an area or a hotel name.',
    });
  });

  it('asks for a destination when the box was empty, in the guest’s language', async () => {
    const requests = api([]);
    const outcome = await find('http://nl.homes.localhost/find?destination=++&checkin=2026-12-01&checkout=2026-12-03');
    expect(outcome.status).toBe(422);
    expect((outcome.body?.['searchRetry'] as { message: string }).message).not.toBe('Please enter your destination');
    expect(requests.some((request) => request.url.pathname === '/api/pwa/autocomplete')).toBe(false);
  });

  it('asks for the dates when only one was given', async () => {
    api([]);
    const outcome = await find('http://localhost/find?destination=Mumbai&checkin=2026-12-01');
    expect((outcome.body?.['searchRetry'] as { message: string }).message).toBe('Please select your check-in and check-out dates');
  });

  it('says search is unavailable when the API fails, instead of an error page', async () => {
    api([], 503);
    const outcome = await find('http://localhost/find?destination=Mumbai&checkin=2026-12-01&checkout=2026-12-03');
    expect((outcome.body?.['searchRetry'] as { message: string }).message).toBe('Search is not available right now. Please try again.');
  });
});
