import type { FastifyInstance } from 'fastify';
import { bookingRoutes, createBookingReplySchema, quotationSchema } from '@stays/api-client';
import type { Database } from '@stays/server-db';
import { bookingBody } from '@stays/server-booking/testing';
import { fixtureIds } from '@stays/server-catalogue/testing';
import type { FuzzSeeds } from './fixture-hints';
import type { FuzzSessions } from './fuzz-sessions';

/**
 * Real bookings (one paid at the hotel, one online with its payment order) and a travel agent's quotation, so that
 * requests can name things that exist; and rooms enough that the caller's own bookings do not sell the fixture out
 * (a 409 ROOMS_UNAVAILABLE comes before the checks behind it, such as the wallet's).
 */
export async function seedRouteExamples(app: FastifyInstance, database: Database, sessions: FuzzSessions): Promise<FuzzSeeds> {
  const seeds: FuzzSeeds = { invoiceNos: [], tokens: [], bookingTokens: [], orderIds: [], phones: ['9811100001'], quotationIds: [] };
  await database.query('UPDATE room_nights SET total = total + 100000');
  for (const paymentMode of ['pay_at_hotel', 'online'] as const) {
    const body = bookingBody({ payment_mode: paymentMode, checkin: '2026-03-17', checkout: '2026-03-19' }, { phone: '9811100001' });
    const response = await app.inject({
      method: 'POST',
      url: bookingRoutes.createBooking,
      headers: { 'idempotency-key': `fuzz-seed-${paymentMode}` },
      payload: body,
    });
    if (response.statusCode !== 201) throw new Error(`seeding a ${paymentMode} booking: ${response.statusCode} ${response.body}`);
    const booking = createBookingReplySchema.parse(response.json());
    seeds.invoiceNos.push(booking.invoice_no);
    seeds.tokens.push(booking.token);
    seeds.bookingTokens.push(booking.booking_token);
    const orderId = booking.redirectUrl?.split('/').pop()?.split('?')[0];
    if (orderId) seeds.orderIds.push(orderId);
  }
  const quotation = await app.inject({
    method: 'POST',
    url: bookingRoutes.quotations,
    headers: await sessions.headers('travel_agent'),
    payload: {
      hotel_id: fixtureIds.bagaBeach,
      room_category_id: fixtureIds.bagaClassic,
      checkin: '2026-03-15',
      checkout: '2026-03-17',
      rooms_config: '1,2,0,0,0',
    },
  });
  if (quotation.statusCode !== 201) throw new Error(`seeding a quotation: ${quotation.statusCode} ${quotation.body}`);
  seeds.quotationIds.push(quotationSchema.parse(quotation.json()).quotation_id);
  return seeds;
}
