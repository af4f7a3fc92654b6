import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@stays/api-client';
import { destinationPath } from '../hooks/use-submit-search';
import { suggestionToDestination } from './destination';

const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] };

function suggestion(overrides: Partial<Suggestion>): Suggestion {
  return {
    id: 'locality-7',
    type: 'locality',
    display_name: 'Baga, Goa',
    center_point: { lat: 15.55, lng: 73.75 },
    country_id: 1,
    location_id: 7,
    city: 'Goa',
    city_id: 5,
    city_slug: 'goa',
    location_slug: 'baga',
    locationType: 'locality',
    trending: false,
    supply: 4,
    rating: null,
    tags: [],
    category: null,
    intents: ['search'],
    ...overrides,
  };
}

function pathOf(chosen: Suggestion): string | null {
  const destination = suggestionToDestination(chosen);
  return destination ? destinationPath(destination, stay) : null;
}

describe('where a chosen suggestion leads', () => {
  it('a locality opens its listing /hotels-in-{locality}-{city}', () => {
    expect(pathOf(suggestion({}))).toBe('/hotels-in-baga-goa?checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0');
  });

  it("a locality's sentence ('Hotels near Baga, Goa') opens /hotels-near-{locality}-{city}", () => {
    expect(pathOf(suggestion({ id: 'sentence-locality-7', type: 'sentence', display_name: 'Hotels near Baga, Goa' }))).toMatch(/^\/hotels-near-baga-goa\?/);
  });

  it('a city opens /hotels-in-{city}, and an answer without a locality slug falls back to the city', () => {
    expect(pathOf(suggestion({ id: 'city-5', type: 'city', display_name: 'Goa', location_slug: null }))).toMatch(/^\/hotels-in-goa\?/);
    expect(pathOf(suggestion({ location_slug: undefined }))).toMatch(/^\/hotels-in-goa\?/);
  });

  const stayParams = 'checkin=2030-05-01&checkout=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0';

  it('a country opens the whole-country search /search/?countryId=', () => {
    expect(
      pathOf(
        suggestion({
          id: 'country-143',
          type: 'country',
          display_name: 'Netherlands',
          country_id: 143,
          city: null,
          city_id: null,
          city_slug: null,
          location_id: null,
        }),
      ),
    ).toBe(`/search/?countryId=143&${stayParams}`);
  });

  it('a theme opens its page in the suggested city /{city}/hotels-in-{city}-{tag}', () => {
    expect(
      pathOf(
        suggestion({ id: 'tag-couple-friendly-5', type: 'tag', display_name: 'Couple friendly hotels in Goa', tags: ['couple-friendly'], location_slug: null }),
      ),
    ).toBe(`/goa/hotels-in-goa-couple-friendly?${stayParams}`);
  });

  it('a holiday park opens /search/?searchType=holiday_park&locationId=', () => {
    expect(pathOf(suggestion({ id: 'holiday_park-3', type: 'holiday_park', location_id: 3, location_slug: 'domaine-de-biarritz' }))).toBe(
      `/search/?searchType=holiday_park&locationId=3&${stayParams}`,
    );
  });

  it('a collection opens its search across the country, flexible days kept', () => {
    const townhouse = suggestionToDestination(
      suggestion({ id: 'collection-townhouse', type: 'townhouse', display_name: 'Nivaas Townhouse', city_slug: null, location_id: null }),
    );
    expect(townhouse && destinationPath(townhouse, { ...stay, flexibleDaysCount: 1 })).toBe(
      `/search/?searchType=townhouse&countryId=1&${stayParams}&flexible_days_count=1`,
    );
  });
});
