import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiRequestError, getAutocomplete, getCities, getHotelDetails, searchHotels, type ApiClientOptions } from '@stays/api-client';
import type { Database } from '@stays/server-db';
import { buildApiServer } from './build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';

// The web's typed client against a real listen on 127.0.0.1: both ends of the wire agree on every call.
let database: Database;
let app: FastifyInstance;
let client: ApiClientOptions;
beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW });
  client = { baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }), locale: 'en' };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const stay = { checkin: '2026-03-12', checkout: '2026-03-15' };

describe('the typed API client and the server speak the same wire format', () => {
  it('searches with nested filters, rooms and paging', async () => {
    const result = await searchHotels(client, {
      filters: { city_id: fixtureIds.goa, guest_count: { min: 1 }, available: false },
      available_room_count: { ...stay, min_count: 1 },
      rooms_config: '1,1,0,0,0',
      format_response: { batch_count: 2, offset: 0, sort_params: 'price_low_to_high' },
    });
    expect(result).toMatchObject({ total_count: 3, batch_count: 2, offset: 0 });
    expect(result.hotels.map((hotel) => hotel.id)).toEqual([fixtureIds.goaPalms, fixtureIds.bagaBeach]);
  });

  it('reads cities, suggestions and hotel details', async () => {
    expect((await getCities(client, { country_id: 143 })).cities.map((city) => city.slug)).toEqual(['amsterdam']);
    expect((await getAutocomplete(client, { query: 'goa', brandName: 'nivaas' })).sentences.values[0]?.display_name).toBe('Hotels in Goa');
    const hotel = await getHotelDetails(client, fixtureIds.bagaBeach, { available_room_count: stay, selected_rcid: fixtureIds.bagaSuite });
    expect(hotel.selected_category_id).toBe(fixtureIds.bagaSuite);
  });

  it('turns the error body into an ApiRequestError', async () => {
    const failure = await getHotelDetails(client, 999_999, { available_room_count: stay }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ statusCode: 404, code: 'HOTEL_NOT_FOUND' });
  });
});
