import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { cancelBooking, createBooking, searchHotels, searchQuerySchema, type ApiClientOptions } from '@stays/api-client';
import { cardPrice } from '@stays/pricing';
import type { Database } from '@stays/server-db';
import { bookingBody } from '@stays/server-booking/testing';
import { createCatalogueTestDatabase, FIXTURE_NIGHTS, FIXTURE_NOW, fixtureIds, fixtureNightDate } from '@stays/server-catalogue/testing';
import { buildApiServer } from '../build-api-server';

// The seeded stays a guest can search: India's hotels and villa (tax added on top) and a Dutch home (tax included).
const PLACES = [
  { cityId: fixtureIds.goa, hotelIds: [fixtureIds.bagaBeach, fixtureIds.goaPalms, fixtureIds.villaVerde] },
  { cityId: fixtureIds.amsterdam, hotelIds: [fixtureIds.canalHouse] },
] as const;

let database: Database;
let app: FastifyInstance;
let client: ApiClientOptions;
let attempt = 0;
beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, payments: { holdSweepSeconds: 0 } });
  client = { baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }), locale: 'en' };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** rooms_config's query form: the room count, then adults, infants, children and pets per room. */
function roomsConfig(rooms: { adults: number; children: number }[]): string {
  return [rooms.length, ...rooms.flatMap((room) => [room.adults, 0, room.children, 0])].join(',');
}

const stayArbitrary = fc.record({
  place: fc.constantFrom(...PLACES),
  pick: fc.nat(),
  firstNight: fc.integer({ min: 0, max: FIXTURE_NIGHTS - 2 }),
  nights: fc.integer({ min: 1, max: 5 }),
  rooms: fc.array(fc.record({ adults: fc.integer({ min: 1, max: 3 }), children: fc.integer({ min: 0, max: 1 }) }), { minLength: 1, maxLength: 2 }),
});

describe('the price on a search card is what createBooking charges (coupons and wallet aside)', () => {
  it('for random seeded properties, dates, rooms and guests, the card’s total equals the booking’s final amount', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(stayArbitrary, async ({ place, pick, firstNight, nights, rooms }) => {
        const checkin = fixtureNightDate(firstNight);
        const checkout = fixtureNightDate(Math.min(firstNight + nights, FIXTURE_NIGHTS));
        const config = roomsConfig(rooms);
        const reply = await searchHotels(
          client,
          searchQuerySchema.parse({ filters: { city_id: place.cityId }, available_room_count: { checkin, checkout }, rooms_config: config }),
        );
        const hotelId = place.hotelIds[pick % place.hotelIds.length];
        const card = reply.hotels.find((hotel) => hotel.id === hotelId);
        if (!card?.pricing_details || card.isSoldOut) return;
        const shown = cardPrice(card.pricing_details, card.country_id);

        attempt += 1;
        const booking = await createBooking(
          client,
          bookingBody({ hotel_id: hotelId, room_category_id: card.pricing_details.room_category_id, checkin, checkout, rooms_config: config }),
          `card-charge-${attempt}`,
        );
        expect({ hotelId, checkin, checkout, config, charged: booking.final_amount }).toEqual({
          hotelId,
          checkin,
          checkout,
          config,
          charged: shown.totalMinor,
        });
        compared += 1;
        // The rooms go back, so every case sees the seeded stock.
        await cancelBooking(client, { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9876543210', cancellation_reason: 1 });
      }),
      { numRuns: 15, seed: 2921 },
    );
    // The generator must reach bookable stays, not only sold-out ones.
    expect(compared).toBeGreaterThan(5);
  });
});
