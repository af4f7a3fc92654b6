import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  apiErrorSchema,
  createBookingReplySchema,
  donateReplySchema,
  donationCampaignSchema,
  gamePlayReplySchema,
  gamesSchema,
  onlineCheckinSchema,
  verifyDonationReplySchema,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { newsletterSignoutLink, subscribeToNewsletter } from '@stays/server-engagement';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { bookingBody } from '@stays/server-booking/testing';

// The small pages' calls on one database: donation, newsletter sign-out, online check-in and the travel quiz.
const accounts = readAccountsConfig({});
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  app = buildApiServer({ database, now: () => FIXTURE_NOW, logger: false, accounts, payments: { holdSweepSeconds: 0, webhookSecret: 'test-webhook-secret' } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Guest {
  id: number;
  cookie: Record<string, string>;
  signedIn: Record<string, string>;
}

async function signIn(phone: string, firstName = 'Asha', lastName = 'Verma'): Promise<Guest> {
  const [user] = await database.query<{ id: number }>(
    `INSERT INTO users (country_code, phone, first_name, last_name) VALUES ('+91', $1, $2, $3) RETURNING id`,
    [phone, firstName, lastName],
  );
  const id = user?.id ?? 0;
  const session = await startSession(database, { userId: id, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  const cookie = { cookie: `${SESSION_COOKIE}=${session.token}` };
  return { id, cookie, signedIn: { ...cookie, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) } };
}

const key = (n: number) => `donation-form-key-${String(n).padStart(4, '0')}`;

function donate(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/pwa/donate', headers, payload });
}

/** The guest pays (or fails) on the provider's hosted page: answers the order id the provider sends them back with. */
async function payOnPage(redirectUrl: string, cardNumber: string): Promise<string> {
  const page = await app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ mode: 'DC', card_number: cardNumber }).toString(),
  });
  expect(page.statusCode, page.body).toBe(303);
  const location = new URL(String(page.headers.location), 'http://site.test');
  expect(location.pathname).toBe('/verifyDonation');
  return location.searchParams.get('order_id') ?? '';
}

async function verify(orderId: string) {
  const response = await app.inject({ method: 'POST', url: '/api/pwa/verifyDonation', payload: { order_id: orderId } });
  expect(response.statusCode, response.body).toBe(200);
  return verifyDonationReplySchema.parse(response.json()).donation;
}

async function raised(currency: string) {
  return donationCampaignSchema.parse((await app.inject({ method: 'GET', url: `/api/pwa/donate?currency_code=${currency}` })).json());
}

describe('donate and verifyDonation', () => {
  it('a double submit opens one payment and records one donation, paid once with a receipt', async () => {
    const body = { client_key: key(1), amount: 75_000, currency_code: 'INR', donor_name: 'Meera Iyer' };
    const [first, second] = await Promise.all([donate(body), donate(body)]);
    expect(first.statusCode, first.body).toBe(200);
    const opened = donateReplySchema.parse(first.json());
    expect(donateReplySchema.parse(second.json()).order_id).toBe(opened.order_id);
    expect(opened.redirectUrl).toMatch(/^\/api\/pwa\/sandbox-pay\//);

    const orderId = await payOnPage(opened.redirectUrl, '4111 1111 1111 1111');
    const receipt = await verify(orderId);
    expect(receipt).toMatchObject({
      status: 'paid',
      amount: 75_000,
      currency_code: 'INR',
      donor_name: 'Meera Iyer',
      receipt_no: expect.stringMatching(/^DN-20260310-\d{6}$/),
    });
    // Verifying again (a reload of the receipt) changes nothing; the same form sent again shows the receipt.
    expect(await verify(orderId)).toEqual(receipt);
    const resent = donateReplySchema.parse((await donate(body)).json());
    expect(resent.redirectUrl).toBe(`/verifyDonation?order_id=${encodeURIComponent(orderId)}`);

    const [count] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM donations WHERE client_key = $1', [key(1)]);
    expect(count?.n).toBe(1);
    expect(await raised('INR')).toEqual({ raised: 75_000, donors: 1, currency_code: 'INR' });
  });

  it('a declined payment records nothing paid; a new form gives again', async () => {
    const declined = donateReplySchema.parse((await donate({ client_key: key(2), amount: 2_500, currency_code: 'EUR' })).json());
    const orderId = await payOnPage(declined.redirectUrl, '4000 0000 0000 0002');
    expect(await verify(orderId)).toMatchObject({ status: 'failed', receipt_no: null, paid_at: null });
    expect(await raised('EUR')).toEqual({ raised: 0, donors: 0, currency_code: 'EUR' });

    const again = donateReplySchema.parse((await donate({ client_key: key(3), amount: 2_500, currency_code: 'EUR' })).json());
    expect(again.order_id).not.toBe(declined.order_id);
    expect(await verify(await payOnPage(again.redirectUrl, '4111 1111 1111 1111'))).toMatchObject({ status: 'paid' });
    expect(await raised('EUR')).toEqual({ raised: 2_500, donors: 1, currency_code: 'EUR' });
  });

  it('an unpaid donation stays open, and bad input is refused with a clear error', async () => {
    const open = donateReplySchema.parse((await donate({ client_key: key(4), amount: 10_000, currency_code: 'GBP' })).json());
    expect(await verify(open.order_id)).toMatchObject({ status: 'created', receipt_no: null });

    const reused = await donate({ client_key: key(4), amount: 20_000, currency_code: 'GBP' });
    expect(reused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(reused.json())).toMatchObject({ code: 'DONATION_FORM_REUSED' });
    for (const payload of [
      { client_key: key(5), amount: 50, currency_code: 'INR' },
      { client_key: key(5), amount: 100_000_000, currency_code: 'INR' },
      { client_key: 'short', amount: 10_000, currency_code: 'INR' },
      { client_key: key(5), amount: 10_000, currency_code: 'rupees' },
    ]) {
      const refused = await donate(payload);
      expect(refused.statusCode).toBe(400);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
    const unknown = await app.inject({ method: 'POST', url: '/api/pwa/verifyDonation', payload: { order_id: 'sbx_order_unknown' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('newsletter-signout', () => {
  it('a signed link unsubscribes once; a second visit says already unsubscribed', async () => {
    const guest = await signIn('9876500201');
    await subscribeToNewsletter(database, guest.id, FIXTURE_NOW);
    const link = new URL(newsletterSignoutLink(accounts.secret, guest.id), 'http://site.test');
    expect(link.pathname).toBe('/service/newsletter-signout');
    const query = { u: link.searchParams.get('u') ?? '', sig: link.searchParams.get('sig') ?? '' };

    const status = await app.inject({ method: 'GET', url: `/api/pwa/newsletter-signout?u=${query.u}&sig=${query.sig}` });
    expect(status.json()).toEqual({ status: 'subscribed' });
    const first = await app.inject({ method: 'POST', url: '/api/pwa/newsletter-signout', payload: query });
    expect(first.json()).toEqual({ status: 'unsubscribed' });
    const second = await app.inject({ method: 'POST', url: '/api/pwa/newsletter-signout', payload: query });
    expect(second.json()).toEqual({ status: 'already_unsubscribed' });
    const [row] = await database.query<{ subscribed: boolean; unsubscribed_at: Date | null }>(
      'SELECT subscribed, unsubscribed_at FROM newsletter_subscriptions WHERE user_id = $1',
      [guest.id],
    );
    expect(row?.subscribed).toBe(false);
    expect(row?.unsubscribed_at).not.toBeNull();
  });

  it('a tampered link is refused and changes nothing', async () => {
    const victim = await signIn('9876500202');
    await subscribeToNewsletter(database, victim.id, FIXTURE_NOW);
    const attacker = await signIn('9876500203');
    // The attacker's own signature, put on the victim's id.
    const own = new URL(newsletterSignoutLink(accounts.secret, attacker.id), 'http://site.test').searchParams.get('sig') ?? '';
    for (const payload of [
      { u: victim.id, sig: own },
      { u: victim.id, sig: '0'.repeat(64) },
    ]) {
      const refused = await app.inject({ method: 'POST', url: '/api/pwa/newsletter-signout', payload });
      expect(refused.statusCode).toBe(403);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ code: 'NEWSLETTER_LINK_INVALID', message: expect.stringMatching(/not valid/) });
    }
    const malformed = await app.inject({ method: 'GET', url: `/api/pwa/newsletter-signout?u=${victim.id}&sig=xyz` });
    expect(malformed.statusCode).toBe(400);
    const [row] = await database.query<{ subscribed: boolean }>('SELECT subscribed FROM newsletter_subscriptions WHERE user_id = $1', [victim.id]);
    expect(row?.subscribed).toBe(true);
  });
});

describe('online check-in', () => {
  async function bookFor(guest: Guest, idempotencyKey: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { ...guest.signedIn, 'idempotency-key': idempotencyKey },
      payload: bookingBody({}, { phone: '9876500301' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return createBookingReplySchema.parse(response.json()).invoice_no;
  }

  it('stores the arrival time and each guest’s ID as their nationality allows, and shows it on the booking', async () => {
    const guest = await signIn('9876500301');
    const invoiceNo = await bookFor(guest, 'checkin-1');
    const form = onlineCheckinSchema.parse((await app.inject({ method: 'GET', url: `/api/pwa/online-checkin/${invoiceNo}`, headers: guest.cookie })).json());
    expect(form).toMatchObject({ stay_country: 'in', guestWidgets: [{ index: 0 }, { index: 1 }], successWidgets: [], successMsg: null, checkin: null });
    expect(form.countries.find((country) => country.code === 'in')?.id_types).toContain('aadhaar');
    expect(form.countries.find((country) => country.code === 'gb')?.id_types).toEqual(['passport']);

    const url = `/api/pwa/online-checkin/${invoiceNo}`;
    const foreignerWithAadhaar = await app.inject({
      method: 'POST',
      url,
      headers: guest.signedIn,
      payload: {
        arrival_time: '14:30',
        guests: [
          { name: 'Asha Verma', nationality: 'in', id_type: 'aadhaar', id_number: '1234 5678 9012' },
          { name: 'Tom Baker', nationality: 'gb', id_type: 'aadhaar', id_number: '1234 5678 9012' },
        ],
      },
    });
    expect(foreignerWithAadhaar.statusCode).toBe(400);
    expect(apiErrorSchema.parse(foreignerWithAadhaar.json())).toMatchObject({ code: 'CHECKIN_ID_NOT_ACCEPTED' });
    const oneGuestOnly = await app.inject({
      method: 'POST',
      url,
      headers: guest.signedIn,
      payload: { arrival_time: '14:30', guests: [{ name: 'Asha Verma', nationality: 'in', id_type: 'aadhaar', id_number: '123456789012' }] },
    });
    expect(apiErrorSchema.parse(oneGuestOnly.json())).toMatchObject({ statusCode: 400, code: 'CHECKIN_GUESTS_MISMATCH' });

    const saved = await app.inject({
      method: 'POST',
      url,
      headers: guest.signedIn,
      payload: {
        arrival_time: '14:30',
        guests: [
          { name: 'Asha Verma', nationality: 'in', id_type: 'aadhaar', id_number: '1234 5678 9012' },
          { name: 'Tom Baker', nationality: 'gb', id_type: 'passport', id_number: 'p1234567' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = onlineCheckinSchema.parse(saved.json());
    expect(done.successWidgets).toEqual([
      { label: 'arrival', value: '14:30' },
      { label: 'guests', value: 'Asha Verma, Tom Baker' },
    ]);
    expect(done.successMsg).toMatch(/checked in online/);
    expect(done.checkin?.guests[1]).toEqual({ name: 'Tom Baker', nationality: 'gb', id_type: 'passport', id_number: 'P1234567' });

    // Another guest cannot read or write it, and the anti-forgery token is required.
    const stranger = await signIn('9876500302');
    expect((await app.inject({ method: 'GET', url, headers: stranger.cookie })).statusCode).toBe(404);
    const change = { arrival_time: '10:00', guests: done.checkin?.guests ?? [] };
    expect((await app.inject({ method: 'POST', url, headers: guest.cookie, payload: change })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url, headers: stranger.signedIn, payload: change })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('games', () => {
  it('scores the day’s quiz once per category and ranks guests on the category leaderboard', async () => {
    const asha = await signIn('9876500401', 'Asha', 'Verma');
    const kabir = await signIn('9876500402', 'Kabir', 'Shah');
    const games = gamesSchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/games?category=heritage', headers: asha.cookie })).json());
    expect(games).toMatchObject({ tabSelected: 'heritage', categories: ['beaches', 'heritage', 'mountains'], played_today: null, leaderboard: [] });
    expect(games.questions).toHaveLength(3);
    expect(games.header_widgets).toEqual([
      { key: 'played', value: 0 },
      { key: 'best', value: null },
      { key: 'rank', value: null },
    ]);

    const play = (guest: Guest, answers: Record<string, number>) =>
      app.inject({ method: 'POST', url: '/api/pwa/games/heritage/play', headers: guest.signedIn, payload: { answers } });
    // Kabir answers option 0 everywhere; Asha tries every option until each of hers is right (we know the pool).
    const kabirScore = gamePlayReplySchema.parse((await play(kabir, Object.fromEntries(games.questions.map((q) => [q.id, 0])))).json());
    expect(kabirScore.already_played).toBe(false);
    const right = { h1: 0, h2: 1, h3: 2, h4: 0, h5: 1 } as Record<string, number>;
    const ashaScore = gamePlayReplySchema.parse((await play(asha, Object.fromEntries(games.questions.map((q) => [q.id, right[q.id] ?? 0])))).json());
    expect(ashaScore).toEqual({ score: 30, out_of: 30, already_played: false });
    // A second play the same day keeps the first score.
    expect(gamePlayReplySchema.parse((await play(asha, {})).json())).toEqual({ score: 30, out_of: 30, already_played: true });

    const after = gamesSchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/games?category=heritage', headers: kabir.cookie })).json());
    expect(after.leaderboard[0]).toEqual({ rank: 1, name: 'Asha V.', score: 30, you: false });
    expect(after.leaderboard.find((row) => row.you)).toMatchObject({ name: 'Kabir S.', score: kabirScore.score });
    expect(after.played_today).toEqual({ score: kabirScore.score });
    // The other categories' leaderboards are their own.
    const beaches = gamesSchema.parse((await app.inject({ method: 'GET', url: '/api/pwa/games?category=beaches', headers: kabir.cookie })).json());
    expect(beaches.leaderboard).toEqual([]);

    const unknown = await app.inject({ method: 'POST', url: '/api/pwa/games/heritage/play', headers: kabir.signedIn, payload: { answers: { zz: 1 } } });
    expect(unknown.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/pwa/games' })).statusCode).toBe(401);
  });
});
