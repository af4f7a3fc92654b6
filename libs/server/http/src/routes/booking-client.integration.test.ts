import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ApiRequestError,
  cancelBooking,
  createBooking,
  createTransaction,
  estimateCharge,
  getBooking,
  getBookingPaid,
  getCancellationCharge,
  type ApiClientOptions,
} from '@stays/api-client';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';

// The typed booking client against a real listen on 127.0.0.1: book, look up, cancel over the wire.
let database: Database;
let app: FastifyInstance;
let client: ApiClientOptions;
beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, payments: { holdSweepSeconds: 0 } });
  client = { baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }), locale: 'en' };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the typed booking client and the server speak the same wire format', () => {
  it('books, replays a retry with the same key, looks up by phone and by token, and cancels', async () => {
    const booking = await createBooking(client, bookingBody(), 'client-key-0001');
    expect(await createBooking(client, bookingBody(), 'client-key-0001')).toEqual(booking);
    const { redirectUrl, ...stored } = booking;
    expect(redirectUrl).toBeNull();
    expect(await getBooking(client, booking.invoice_no, { phone: '9876543210' })).toEqual(stored);
    expect((await getBooking(client, booking.invoice_no, { token: booking.token })).invoice_no).toBe(booking.invoice_no);

    const cancelled = await cancelBooking(client, {
      booking: { id: booking.invoice_no, status: 'cancelled' },
      user_phone: '9876543210',
      cancellation_reason: 1,
    });
    expect(cancelled).toMatchObject({ state: 'cancelled', status_key: 3, get_payment_status_id: 3 });
  });

  it('throws the API’s error as ApiRequestError', async () => {
    await expect(getBooking(client, 'NV00000000', { phone: '9876543210' })).rejects.toEqual(
      new ApiRequestError(404, 'BOOKING_NOT_FOUND', 'no booking matches this booking id and phone or token'),
    );
    await expect(createBooking(client, bookingBody({ hotel_id: 999_999 }), 'client-key-0002')).rejects.toMatchObject({
      statusCode: 404,
      code: 'HOTEL_NOT_FOUND',
    });
  });

  it('books online, pays on the sandbox page over HTTP, reads booking-paid, the cancellation charge and a date estimate', async () => {
    const booking = await createBooking(client, bookingBody({ payment_mode: 'online', checkin: '2026-03-15', checkout: '2026-03-16' }), 'client-key-0003');
    const page = await fetch(`${client.baseUrl}${booking.redirectUrl ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'UPI', upi_id: 'timeout@sandbox' }),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    const pending = await getBookingPaid(client, { bookingToken: booking.booking_token });
    expect(pending).toMatchObject({ modal: 'paymentStatus', payment: { status: 'created' }, booking: { state: 'requested' } });
    await expect(createTransaction(client, { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: 1 } })).rejects.toMatchObject({
      statusCode: 422,
      code: 'PAYMENT_AMOUNT_INVALID',
    });
    const charge = await getCancellationCharge(client, booking.invoice_no, { token: booking.token });
    expect(charge).toMatchObject({ cancellable: true, cancellation_charge: 0, refund_amount: 0 });
    await expect(estimateCharge(client, booking.invoice_no, { checkin: '2026-03-17', checkout: '2026-03-18', token: booking.token })).rejects.toMatchObject({
      statusCode: 409,
      code: 'BOOKING_NOT_MODIFIABLE',
    });
  });
});
