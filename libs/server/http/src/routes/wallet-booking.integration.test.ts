import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  createBookingReplySchema,
  hotelDetailsSchema,
  walletReplySchema,
  walletTransactionsReplySchema,
  wizardStatusReplySchema,
  type RoomCategory,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { stayCharge } from '@stays/pricing';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';
import { creditWalletFixture, membershipFixture } from '@stays/server-wallet/testing';

// Wallet money and wizard prices through the API: one API on PGlite; on PostgreSQL (DATABASE_URL) a second one with
// its own pool stands for a second process, so the race below is between two processes.
const accounts = readAccountsConfig({});
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];
let phoneSequence = 0;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0 } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index = 0) => apps[index % apps.length] as FastifyInstance;

async function signedInGuest(name: string) {
  phoneSequence += 1;
  const phone = `98100${String(phoneSequence).padStart(5, '0')}`;
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, $2) RETURNING id`, [phone, name]);
  const userId = user?.id ?? 0;
  const session = await startSession(database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId, phone, headers: { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) } };
}

async function wallet(headers: Record<string, string>, query = 'country_iso_a2_code=in&user_type=user') {
  const response = await api().inject({ method: 'GET', url: `/api/pwa/wallet?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return walletReplySchema.parse(response.json()).wallet;
}

async function classicCategory(headers: Record<string, string> = {}, dates = { checkin: '2026-03-12', checkout: '2026-03-14' }): Promise<RoomCategory> {
  const response = await api().inject({
    method: 'GET',
    url: `/api/pwa/hotels/${fixtureIds.bagaBeach}?available_room_count[checkin]=${dates.checkin}&available_room_count[checkout]=${dates.checkout}&available_room_count[min_count]=1&rooms_config=1,2,0,0,0`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const category = hotelDetailsSchema.parse(response.json()).room_categories_with_data.find((candidate) => candidate.id === fixtureIds.bagaClassic);
  if (!category) throw new Error('the fixture hotel has its Classic room');
  return category;
}

function book(headers: Record<string, string>, key: string, booking: Parameters<typeof bookingBody>[0], phone: string, deduct?: number, index = 0) {
  const body = bookingBody(booking, { phone });
  return api(index).inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { ...headers, 'idempotency-key': key },
    payload: deduct === undefined ? body : { ...body, payments: { deduct_from_wallet: deduct } },
  });
}

describe('GET wallet', () => {
  it('answers the signed-in guest’s unexpired wallet money in the country’s currency, soonest expiry first', async () => {
    const guest = await signedInGuest('Meera');
    await creditWalletFixture(database, guest.userId, 150_000, 'INR', FIXTURE_NOW, 90);
    await creditWalletFixture(database, guest.userId, 50_000, 'INR', FIXTURE_NOW, 10);
    await creditWalletFixture(database, guest.userId, 70_000, 'INR', FIXTURE_NOW, -1);
    await creditWalletFixture(database, guest.userId, 4_000, 'EUR', FIXTURE_NOW, 365);

    const india = await wallet(guest.headers);
    expect(india).toMatchObject({
      redeemable_expirable_balance: 200_000,
      redeemable_expirable_limit: 25,
      redeemed_expirable_amount: 0,
      currency_code: 'INR',
      currency_id: 356,
    });
    expect(india.expiring.map((entry) => entry.amount)).toEqual([50_000, 150_000]);
    // "uppercased, default IN"
    expect(await wallet(guest.headers, 'user_type=user')).toEqual(india);
    expect(await wallet(guest.headers, 'country_iso_a2_code=NL&user_type=user')).toMatchObject({
      redeemable_expirable_balance: 4_000,
      currency_code: 'EUR',
      currency_id: 978,
    });

    const history = walletTransactionsReplySchema.parse(
      (await api().inject({ method: 'GET', url: '/api/pwa/walletTransactions?country_iso_a2_code=IN', headers: guest.headers })).json(),
    );
    expect(history.transactions.filter((entry) => entry.type === 'expired').map((entry) => entry.amount)).toEqual([70_000]);
    expect(history.transactions.filter((entry) => entry.type === 'credit')).toHaveLength(3);
  });

  it('answers an empty wallet to a guest_user, and 400 for a country code that is not one', async () => {
    const guest = await signedInGuest('Ravi');
    await creditWalletFixture(database, guest.userId, 10_000, 'INR', FIXTURE_NOW);
    expect(await wallet({}, 'user_type=guest_user')).toMatchObject({ redeemable_expirable_balance: 0, expiring: [] });
    expect(await wallet(guest.headers, 'user_type=guest_user')).toMatchObject({ redeemable_expirable_balance: 0 });
    const bad = await api().inject({ method: 'GET', url: '/api/pwa/wallet?country_iso_a2_code=india', headers: guest.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('createBooking with wallet money', () => {
  it('takes the floored share the summary showed in the booking’s transaction, and gives it back on cancellation', async () => {
    const guest = await signedInGuest('Kiran');
    await creditWalletFixture(database, guest.userId, 30_000, 'INR', FIXTURE_NOW, 5);
    await creditWalletFixture(database, guest.userId, 500_000, 'INR', FIXTURE_NOW, 200);
    const category = await classicCategory();
    const share = Math.floor((category.tax_info.final_price_with_tax * 25) / 100);

    const response = await book(guest.headers, 'wallet-1', {}, guest.phone, share);
    expect(response.statusCode, response.body).toBe(201);
    const booking = createBookingReplySchema.parse(response.json());
    expect(booking).toMatchObject({ final_amount: category.tax_info.final_price_with_tax, payable_amount: category.tax_info.final_price_with_tax - share });
    expect(booking.payment_details).toEqual([{ type: 'wallet_money', amount: share }]);

    const after = await wallet(guest.headers);
    expect(after.redeemable_expirable_balance).toBe(530_000 - share);
    expect(after.redeemed_expirable_amount).toBe(share);
    // The money closest to expiring went first: the 5-day lot is used up, the rest came from the 200-day one.
    expect(share).toBeGreaterThan(30_000);
    expect(after.expiring.map((entry) => entry.amount)).toEqual([530_000 - share]);
    const history = walletTransactionsReplySchema.parse(
      (await api().inject({ method: 'GET', url: '/api/pwa/walletTransactions', headers: guest.headers })).json(),
    );
    expect(history.transactions[0]).toMatchObject({ type: 'debit', amount: share, booking_no: booking.invoice_no, reason: 'booking' });

    const cancel = await api().inject({
      method: 'PATCH',
      url: '/api/pwa/bookingcancellation',
      headers: guest.headers,
      payload: { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: guest.phone, cancellation_reason: 1 },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await wallet(guest.headers)).toMatchObject({ redeemable_expirable_balance: 530_000, redeemed_expirable_amount: 0 });
    const back = walletTransactionsReplySchema.parse(
      (await api().inject({ method: 'GET', url: '/api/pwa/walletTransactions', headers: guest.headers })).json(),
    );
    expect(back.transactions[0]).toMatchObject({ type: 'refund', amount: share, booking_no: booking.invoice_no, reason: 'booking_cancelled' });
  });

  it('refuses more than the floored share, or any wallet money without a session, and writes nothing', async () => {
    const guest = await signedInGuest('Anil');
    await creditWalletFixture(database, guest.userId, 1_000_000, 'INR', FIXTURE_NOW);
    const category = await classicCategory({}, { checkin: '2026-03-15', checkout: '2026-03-16' });
    const share = Math.floor((category.tax_info.final_price_with_tax * 25) / 100);
    const [{ sold: before } = { sold: -1 }] = await database.query<{ sold: number }>(
      `SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = '2026-03-15'`,
      [fixtureIds.bagaClassic],
    );

    const tooMuch = await book(guest.headers, 'wallet-2', { checkin: '2026-03-15', checkout: '2026-03-16' }, guest.phone, share + 1);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ statusCode: 409, code: 'WALLET_BALANCE_CHANGED' });
    const signedOut = await book({}, 'wallet-3', { checkin: '2026-03-15', checkout: '2026-03-16' }, guest.phone, 100);
    expect(signedOut.statusCode).toBe(422);
    expect(signedOut.json()).toMatchObject({ code: 'WALLET_LOGIN_REQUIRED' });

    const [{ sold: after } = { sold: -1 }] = await database.query<{ sold: number }>(
      `SELECT sold FROM room_nights WHERE room_category_id = $1 AND night = '2026-03-15'`,
      [fixtureIds.bagaClassic],
    );
    expect(after).toBe(before);
    expect(await wallet(guest.headers)).toMatchObject({ redeemable_expirable_balance: 1_000_000, redeemed_expirable_amount: 0 });
  });

  it('never overdraws: bookings racing to spend the same wallet money take it once', async () => {
    const guest = await signedInGuest('Divya');
    const category = await classicCategory({}, { checkin: '2026-03-16', checkout: '2026-03-17' });
    const share = Math.floor((category.tax_info.final_price_with_tax * 25) / 100);
    // Enough for one share, not two.
    const balance = share + Math.floor(share / 2);
    await creditWalletFixture(database, guest.userId, balance, 'INR', FIXTURE_NOW);

    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        book(guest.headers, `wallet-race-${index}`, { checkin: '2026-03-16', checkout: '2026-03-17' }, guest.phone, share, index),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(
      statuses.filter((status) => status === 201),
      responses.map((response) => response.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((response) => ['WALLET_BALANCE_CHANGED', 'ROOMS_UNAVAILABLE'].includes(String(response.json().code))),
    ).toBe(true);
    expect(await wallet(guest.headers)).toMatchObject({ redeemable_expirable_balance: balance - share, redeemed_expirable_amount: share });
    const [{ bookings } = { bookings: -1 }] = await database.query<{ bookings: number }>(`SELECT count(*)::int AS bookings FROM bookings WHERE user_id = $1`, [
      guest.userId,
    ]);
    expect(bookings).toBe(1);
  });
});

describe('wizard membership', () => {
  it('a member is charged the member price the hotel page shows; the status answers member; a non-member pays the full price', async () => {
    const member = await signedInGuest('Kabir');
    await membershipFixture(database, member.userId, FIXTURE_NOW);
    const category = await classicCategory();
    expect(category.wizard_discount_percentage).toBe(10);
    expect(category.wizard_discount_amount).toBe(Math.floor(category.summed_final_price / 10));

    const status = await api().inject({ method: 'GET', url: `/api/pwa/wizardStatus?country_code=%2B91&phone=${member.phone}`, headers: member.headers });
    expect(status.statusCode, status.body).toBe(200);
    expect(wizardStatusReplySchema.parse(status.json()).membership_detail).toMatchObject({
      subscription_status: 'member',
      is_subscription_pending: false,
      plan: 'wizard',
      total_bookings: 0,
    });

    // What the hotel page shows a member for these dates is what the booking charges.
    const shown = await classicCategory({}, { checkin: '2026-03-17', checkout: '2026-03-19' });
    const booked = createBookingReplySchema.parse(
      (await book(member.headers, 'wizard-1', { checkin: '2026-03-17', checkout: '2026-03-19' }, member.phone)).json(),
    );
    expect(booked).toMatchObject({
      total_amount: shown.summed_final_price,
      final_amount: stayCharge(shown, shown.wizard_discount_amount, 'INR').totalMinor,
      discount: shown.wizard_discount_amount,
    });
    expect(booked.final_amount).toBeLessThan(shown.tax_info.final_price_with_tax);
    expect(booked.payment_details).toEqual([{ type: 'wizard', amount: shown.wizard_discount_amount }]);

    const saved = wizardStatusReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/wizardStatus', headers: member.headers })).json());
    expect(saved.membership_detail).toMatchObject({ total_bookings: 1, amount_saved: [{ currency_code: 'INR', amount: shown.wizard_discount_amount }] });

    const other = await signedInGuest('Neha');
    const full = createBookingReplySchema.parse((await book(other.headers, 'wizard-2', { checkin: '2026-03-17', checkout: '2026-03-19' }, other.phone)).json());
    expect(full.final_amount).toBe(shown.tax_info.final_price_with_tax);
    expect(
      wizardStatusReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/wizardStatus', headers: other.headers })).json()).membership_detail
        .subscription_status,
    ).toBeNull();
  });

  it('a pending or ended membership gets no discount', async () => {
    const pending = await signedInGuest('Arjun');
    await membershipFixture(database, pending.userId, FIXTURE_NOW, 'pending');
    const reply = wizardStatusReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/wizardStatus', headers: pending.headers })).json());
    expect(reply.membership_detail).toMatchObject({ is_subscription_pending: true, subscription_status: null });
    const booked = createBookingReplySchema.parse(
      (await book(pending.headers, 'wizard-3', { checkin: '2026-03-18', checkout: '2026-03-19' }, pending.phone)).json(),
    );
    expect(booked.discount).toBe(0);
    expect(booked.payment_details).toEqual([]);
  });
});
