import { describe, expect, it } from 'vitest';
import {
  allCitiesSchema,
  allCountriesSchema,
  autocompleteDetailsSchema,
  latLongSchema,
  nearbyPlacesSchema,
  nearbyThingsSchema,
  placeRoutes,
  wishlistRoutes,
} from '@stays/api-client';
import { BRANDS, countryById } from '@stays/brand-config';
import { fixtureIds } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// The fixture's Goa hotels carry the tag "beach"; the canal house does not.
const api = apiOnFixture({}, async (database) => {
  await database.query(`INSERT INTO tags (id, slug, name) VALUES (7, 'beach', 'Beach')`);
  await database.query(`INSERT INTO property_tags (property_id, tag_id) VALUES (101, 7), (102, 7)`);
});

async function get(path: string, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const response = await api.app.inject({ method: 'GET', url: `${path}?${search.toString()}` });
  return { statusCode: response.statusCode, body: response.json<unknown>() };
}

/** A refusal is exactly { statusCode, code, message }, with the status it carries. */
function expectRefusal(answer: { statusCode: number; body: unknown }, statusCode: number, code: string): void {
  expect(answer.statusCode).toBe(statusCode);
  expect(answer.body).toEqual({ statusCode, code, message: expect.any(String) });
}

const goaPoint = { lat: 15.4909, lng: 73.8278 };
const bagaPoint = { lat: 15.5553, lng: 73.7517 };

describe('GET autocompletenew/details', () => {
  it('answers a city suggestion with its point, country, the brand’s supply and the search that lists it', async () => {
    const answer = await get(placeRoutes.autocompleteDetails, { id: 'city-1', brandName: 'nivaas' });
    expect(answer.statusCode).toBe(200);
    // Goa: two bookable Nivaas hotels (the third is disabled; the villa is Dunelight India's home).
    expect(autocompleteDetailsSchema.parse(answer.body)).toEqual({
      id: 'city-1',
      type: 'city',
      name: 'Goa',
      display_name: 'Goa',
      center_point: goaPoint,
      country_id: 1,
      country_code: 'in',
      country_name: 'India',
      city_id: 1,
      city: 'Goa',
      city_slug: 'goa',
      location_id: null,
      location_slug: null,
      tag_slug: null,
      supply: 2,
      search: { search_type: 'city', filters: { city_id: 1 }, hotel_id: null },
    });
  });

  it('answers localities, sentences, hotels, parks, countries, tags and collections with the values their search needs', async () => {
    const details = async (id: string, brandName?: string) => {
      const answer = await get(placeRoutes.autocompleteDetails, brandName ? { id, brandName } : { id });
      expect(answer.statusCode).toBe(200);
      return autocompleteDetailsSchema.parse(answer.body);
    };
    expect(await details('locality-1', 'nivaas')).toMatchObject({
      type: 'locality',
      display_name: 'Baga, Goa',
      center_point: bagaPoint,
      location_id: fixtureIds.baga,
      location_slug: 'baga',
      supply: 1,
      search: { search_type: 'locality', filters: { locality_id: fixtureIds.baga }, hotel_id: null },
    });
    // A sentence ("Hotels near Baga, Goa") names its place.
    expect(await details('sentence-locality-1', 'nivaas')).toEqual(await details('locality-1', 'nivaas'));
    expect(await details(`hotel-${fixtureIds.bagaBeach}`)).toMatchObject({
      type: 'hotel',
      display_name: 'Nivaas Baga Beach, Goa',
      center_point: { lat: 15.556, lng: 73.752 },
      location_id: fixtureIds.bagaBeach,
      supply: 1,
      search: { search_type: 'hotel', filters: { city_id: fixtureIds.goa }, hotel_id: fixtureIds.bagaBeach },
    });
    expect(await details('holiday_park-1', 'dunelight')).toMatchObject({
      type: 'holiday_park',
      display_name: 'Vakantiepark Amsterdamse Bos, Amsterdam',
      country_code: 'nl',
      supply: 1,
      search: { search_type: 'holiday_park', filters: { holiday_park_id: 1 } },
    });
    expect(await details('country-143', 'dunelight')).toMatchObject({ type: 'country', name: 'Netherlands', center_point: null, city_id: null, supply: 1 });
    expect(await details('tag-beach-1', 'nivaas')).toMatchObject({
      type: 'tag',
      tag_slug: 'beach',
      display_name: 'Beach, Goa',
      supply: 2,
      search: { search_type: 'tag', filters: { city_id: fixtureIds.goa, tag_id: 7 } },
    });
    expect(await details('collection-silverkey', 'nivaas')).toMatchObject({
      type: 'silverkey',
      name: 'Nivaas SilverKey',
      country_id: 1,
      supply: 1,
      search: { search_type: 'silverkey', filters: { country_id: 1 } },
    });
  });

  it('answers 404 for an id of no place and 400 for a malformed one, without repeating it', async () => {
    for (const id of ['city-999', `hotel-${fixtureIds.disabledHotel}`, 'planet-3', 'tag-snow-1', 'collection-penthouse']) {
      const answer = await get(placeRoutes.autocompleteDetails, { id });
      expectRefusal(answer, 404, 'PLACE_NOT_FOUND');
      expect(JSON.stringify(answer.body)).not.toContain(id);
    }
    expectRefusal(await get(placeRoutes.autocompleteDetails, { id: 'Goa beach!' }), 400, 'VALIDATION_ERROR');
    expectRefusal(await get(placeRoutes.autocompleteDetails, {}), 400, 'VALIDATION_ERROR');
  });
});

describe('GET latLongByPlaceId', () => {
  it('answers the point of one of our places, GOOGLE being the default source', async () => {
    const answer = await get(placeRoutes.latLongByPlaceId, { id: 'locality-1' });
    expect(answer.statusCode).toBe(200);
    expect(latLongSchema.parse(answer.body)).toEqual({
      id: 'locality-1',
      search_data_source: 'GOOGLE',
      type: 'locality',
      name: 'Baga',
      display_name: 'Baga, Goa',
      ...bagaPoint,
    });
    expect((await get(placeRoutes.latLongByPlaceId, { id: 'city-2', search_data_source: 'GOOGLE' })).body).toMatchObject({ lat: 52.3676, lng: 4.9041 });
  });

  it('refuses another source (400), a Google place id (404) and a place without a single point (422)', async () => {
    expectRefusal(await get(placeRoutes.latLongByPlaceId, { id: 'city-1', search_data_source: 'HERE' }), 400, 'VALIDATION_ERROR');
    expectRefusal(await get(placeRoutes.latLongByPlaceId, { id: 'ChIJN1t_tDeuEmsRUsoyG83frY4' }), 404, 'PLACE_NOT_FOUND');
    expectRefusal(await get(placeRoutes.latLongByPlaceId, { id: 'country-1' }), 422, 'PLACE_HAS_NO_POINT');
  });
});

describe('GET nearbyPlaces', () => {
  it('answers the places around a hotel as hotels[0].point_of_interests, nearest first, with great-circle distances', async () => {
    const answer = await get(placeRoutes.nearbyPlaces, { hotel_id: fixtureIds.bagaBeach });
    expect(answer.statusCode).toBe(200);
    expect(nearbyPlacesSchema.parse(answer.body)).toEqual({
      hotels: [
        {
          id: fixtureIds.bagaBeach,
          name: 'Nivaas Baga Beach',
          center_point: { lat: 15.556, lng: 73.752 },
          point_of_interests: [
            {
              id: 'locality-1',
              type: 'locality',
              name: 'Baga',
              display_name: 'Baga, Goa',
              center_point: bagaPoint,
              distance_km: 0.08,
              city_slug: 'goa',
              location_slug: 'baga',
            },
            { id: 'city-1', type: 'city', name: 'Goa', display_name: 'Goa', center_point: goaPoint, distance_km: 10.88, city_slug: 'goa', location_slug: null },
          ],
        },
      ],
    });
  });

  it('includes the brand’s holiday parks, keeps to the radius and the limit', async () => {
    const canal = nearbyPlacesSchema.parse((await get(placeRoutes.nearbyPlaces, { hotel_id: fixtureIds.canalHouse, radius_km: 10 })).body);
    expect(canal.hotels[0]?.point_of_interests.map((place) => [place.id, place.distance_km])).toEqual([
      ['locality-2', 0.04],
      ['city-2', 1.77],
      ['holiday_park-1', 5.43],
    ]);
    const near = nearbyPlacesSchema.parse((await get(placeRoutes.nearbyPlaces, { hotel_id: fixtureIds.canalHouse, radius_km: 5, limit: 1 })).body);
    expect(near.hotels[0]?.point_of_interests.map((place) => place.id)).toEqual(['locality-2']);
  });

  it('answers 404 for a hotel that is not bookable and 400 for a bad id or radius', async () => {
    expectRefusal(await get(placeRoutes.nearbyPlaces, { hotel_id: fixtureIds.disabledHotel }), 404, 'HOTEL_NOT_FOUND');
    expectRefusal(await get(placeRoutes.nearbyPlaces, { hotel_id: 'baga' }), 400, 'VALIDATION_ERROR');
    expectRefusal(await get(placeRoutes.nearbyPlaces, { hotel_id: fixtureIds.bagaBeach, radius_km: 0 }), 400, 'VALIDATION_ERROR');
  });
});

describe('GET nearbyThings', () => {
  it('answers the brand’s properties and the places around a point, nearest first', async () => {
    const answer = await get(placeRoutes.nearbyThings, { ...goaPoint, radius_km: 15, brand_name: 'nivaas' });
    expect(answer.statusCode).toBe(200);
    const things = nearbyThingsSchema.parse(answer.body);
    expect(things.center_point).toEqual(goaPoint);
    expect(things.properties.map((property) => [property.id, property.distance_km])).toEqual([
      [fixtureIds.goaPalms, 0.26],
      [fixtureIds.bagaBeach, 10.88],
    ]);
    expect(things.properties[0]).toMatchObject({ name: 'Nivaas Goa Palms', property_type: 'hotel', city_slug: 'goa', rating: 3.9 });
    expect(things.places.map((place) => [place.id, place.distance_km])).toEqual([
      ['city-1', 0],
      ['locality-1', 10.85],
    ]);
    // Every brand's properties without brand_name: the villa of Dunelight India too.
    const all = nearbyThingsSchema.parse((await get(placeRoutes.nearbyThings, { ...goaPoint, radius_km: 15 })).body);
    expect(all.properties.map((property) => property.id)).toEqual([fixtureIds.goaPalms, fixtureIds.bagaBeach, fixtureIds.villaVerde]);
  });

  it('refuses a point off the globe or a missing coordinate with 400', async () => {
    expectRefusal(await get(placeRoutes.nearbyThings, { lat: 91, lng: 73.8 }), 400, 'VALIDATION_ERROR');
    expectRefusal(await get(placeRoutes.nearbyThings, { lat: 15.49 }), 400, 'VALIDATION_ERROR');
  });
});

describe('GET allcities and allcountries', () => {
  it('answers the cities where each brand has bookable stays, with the fields of the cities call', async () => {
    const cities = async (query: Record<string, string | number>) => allCitiesSchema.parse((await get(placeRoutes.allCities, query)).body).cities;
    expect(await cities({ brand_name: 'nivaas' })).toEqual([
      {
        id: 1,
        name: 'Goa',
        slug: 'goa',
        meta_description: 'Beaches and hotels in Goa',
        popular_location: true,
        country_name: 'India',
        country_id: 1,
        image_url: '/img/goa.svg',
        center_point: goaPoint,
        property_count: 2,
      },
    ]);
    expect((await cities({ brand_name: 'dunelight' })).map((city) => [city.name, city.property_count])).toEqual([['Amsterdam', 1]]);
    expect((await cities({ brand_name: 'dunelight-in' })).map((city) => [city.name, city.property_count])).toEqual([['Goa', 1]]);
    // No brand: every city with a bookable stay (New Delhi has none), by country then name.
    expect((await cities({})).map((city) => city.name)).toEqual(['Goa', 'Amsterdam']);
    expect(await cities({ country_id: 143 })).toHaveLength(1);
    expectRefusal(await get(placeRoutes.allCities, { country_id: 'nl' }), 400, 'VALIDATION_ERROR');
  });

  it('answers the brand’s markets from the country data, telling those it sells stays in', async () => {
    const countries = async (brand: string) => allCountriesSchema.parse((await get(placeRoutes.allCountries, { brand_name: brand })).body).countries;
    const dunelight = await countries('dunelight');
    const brand = BRANDS.find((candidate) => candidate.id === 'dunelight');
    expect(dunelight.map((country) => country.id).sort((a, b) => a - b)).toEqual([...(brand?.marketCountryIds ?? [])].sort((a, b) => a - b));
    expect(dunelight.filter((country) => country.sells_stays).map((country) => country.code)).toEqual(
      expect.arrayContaining(['nl', 'de', 'fr', 'es', 'at', 'it', 'gb', 'be']),
    );
    const netherlands = countryById(143);
    expect(dunelight.find((country) => country.id === 143)).toEqual({
      id: 143,
      code: 'nl',
      name: netherlands?.name,
      region: netherlands?.region,
      currency_code: 'EUR',
      currency_symbol: netherlands?.currencySymbol,
      dial_code: '+31',
      phone_length: netherlands?.phoneLength,
      time_zone: 'Europe/Amsterdam',
      lang: netherlands?.lang,
      default_property_type: 'home',
      distance_unit: netherlands?.distanceUnit,
      sells_stays: true,
    });
    const nivaas = await countries('nivaas');
    expect(nivaas.filter((country) => country.sells_stays).map((country) => country.code)).toEqual(['in']);
    expect(nivaas.length).toBeGreaterThan(1);
    expectRefusal(await get(placeRoutes.allCountries, { brand_name: 'x'.repeat(41) }), 400, 'VALIDATION_ERROR');
  });
});

describe('POST autocompletenew/feedback with the client’s id and device', () => {
  const feedback = { query: 'Baga', suggestion_id: 'locality-1', suggestion_type: 'locality', position: 2, brand_name: 'nivaas' };
  const send = (payload: object) =>
    api.app.inject({ method: 'POST', url: wishlistRoutes.autocompleteFeedback, payload, headers: { 'x-forwarded-for': '198.51.100.20' } });

  it('stores the query, the suggestion, its position, the client’s id and the device in its own row, answering 201', async () => {
    const answer = await send({ ...feedback, userId: 'device-7f3a', device: 'mobile' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ recorded: true });
    expect(
      await api.database.query(
        `SELECT query, suggestion_id, suggestion_type, action, position, brand_id, user_id, client_user_id, device FROM autocomplete_feedback`,
      ),
    ).toEqual([
      {
        query: 'baga',
        suggestion_id: 'locality-1',
        suggestion_type: 'locality',
        action: 'selected',
        position: 2,
        brand_id: 'nivaas',
        user_id: null,
        client_user_id: 'device-7f3a',
        device: 'mobile',
      },
    ]);
  });

  it('refuses an unknown device or a negative position with 400, storing nothing', async () => {
    const [before] = await api.database.query<{ count: number }>(`SELECT count(*)::int AS count FROM autocomplete_feedback`);
    const device = await send({ ...feedback, device: 'toaster' });
    expect(device.statusCode).toBe(400);
    expect(device.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect((await send({ ...feedback, position: -1 })).statusCode).toBe(400);
    expect(await api.database.query(`SELECT count(*)::int AS count FROM autocomplete_feedback`)).toEqual([before]);
  });
});
