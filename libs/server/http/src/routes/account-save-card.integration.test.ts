import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, SESSION_COOKIE, apiErrorSchema, paymentRedirectSchema, savedCardsReplySchema } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { buildApiServer } from '../build-api-server';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';

// The general save-card (/booking/save-card): a signed-in guest saves a card to their account, no booking needed.
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

async function signIn(phone: string): Promise<Guest> {
  const [user] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [phone]);
  const id = user?.id ?? 0;
  const session = await startSession(database, { userId: id, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  const cookie = { cookie: `${SESSION_COOKIE}=${session.token}` };
  return { id, cookie, signedIn: { ...cookie, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) } };
}

async function startCheck(headers: Record<string, string>, payload: unknown = { currency_code: 'INR' }) {
  return app.inject({ method: 'POST', url: '/api/pwa/save-card', headers, payload: payload as Record<string, unknown> });
}

/** The guest fills the sandbox's card-check page in their signed-in browser: answers where the browser is sent back to. */
async function checkCard(redirectUrl: string, cardNumber: string, guest: Guest): Promise<string> {
  const page = await app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...guest.cookie },
    payload: new URLSearchParams({ mode: 'DC', card_number: cardNumber }).toString(),
  });
  return String(page.headers.location ?? '');
}

async function cardsOf(guest: Guest) {
  const response = await app.inject({ method: 'GET', url: '/api/pwa/saved-cards', headers: guest.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return savedCardsReplySchema.parse(response.json()).saved_cards;
}

const countOrders = async () => (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_orders'))[0]?.n;

describe('saving a card without a booking', () => {
  it('refuses a guest not signed in (401) and a request without the anti-forgery token (403), and opens no check', async () => {
    const guest = await signIn('9876500101');
    const anonymousList = await app.inject({ method: 'GET', url: '/api/pwa/saved-cards' });
    expect(anonymousList.statusCode).toBe(401);
    expect(apiErrorSchema.parse(anonymousList.json())).toMatchObject({ statusCode: 401 });
    const anonymous = await startCheck({});
    expect(anonymous.statusCode).toBe(401);
    const forged = await startCheck(guest.cookie);
    expect(forged.statusCode).toBe(403);
    expect(apiErrorSchema.parse(forged.json())).toMatchObject({ statusCode: 403, code: 'CSRF_TOKEN_INVALID' });
    const badCurrency = await startCheck(guest.signedIn, { currency_code: 'rupees' });
    expect(badCurrency.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badCurrency.json())).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(await countOrders()).toBe(0);
  });

  it('saves the verified card to the signed-in guest’s account and sends the browser to /save-card/verified', async () => {
    const guest = await signIn('9876500102');
    const first = await startCheck(guest.signedIn);
    expect(first.statusCode, first.body).toBe(200);
    const check = paymentRedirectSchema.parse(first.json());
    expect(check).toMatchObject({ amount: 0, redirectUrl: expect.stringMatching(/^\/api\/pwa\/sandbox-pay\//) });
    // A double click opens the same check.
    expect(paymentRedirectSchema.parse((await startCheck(guest.signedIn)).json()).order_id).toBe(check.order_id);

    const back = await checkCard(check.redirectUrl ?? '', '5555 5555 5555 4444', guest);
    expect(back).toBe(`/api/pwa/save-card/account-return?order_id=${check.order_id}&status=paid`);
    const result = await app.inject({ method: 'GET', url: back, headers: guest.cookie });
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe('/save-card/verified?saved_to=account');
    expect(await cardsOf(guest)).toEqual([{ id: expect.any(Number), network: 'Mastercard', last4: '4444' }]);
    const [row] = await database.query<{ booking_id: number | null; user_id: number }>('SELECT booking_id, user_id FROM saved_cards WHERE last4 = $1', [
      '4444',
    ]);
    expect(row).toEqual({ booking_id: null, user_id: guest.id });

    // Another guest sees none of it, and following the first guest's return ends on the error page.
    const other = await signIn('9876500103');
    expect(await cardsOf(other)).toEqual([]);
    const stranger = await app.inject({ method: 'GET', url: back, headers: other.cookie });
    expect(stranger.headers.location).toBe('/save-card/error?saved_to=account');
  });

  it('a declined card saves nothing and ends on /save-card/error; the next check is a new one', async () => {
    const guest = await signIn('9876500104');
    const declined = paymentRedirectSchema.parse((await startCheck(guest.signedIn, { currency_code: 'EUR' })).json());
    const back = await checkCard(declined.redirectUrl ?? '', '4000 0000 0000 0002', guest);
    const result = await app.inject({ method: 'GET', url: back, headers: guest.cookie });
    expect(result.headers.location).toBe('/save-card/error?saved_to=account');
    expect(await cardsOf(guest)).toEqual([]);

    const again = paymentRedirectSchema.parse((await startCheck(guest.signedIn, { currency_code: 'EUR' })).json());
    expect(again.order_id).not.toBe(declined.order_id);
    const verified = await app.inject({ method: 'GET', url: await checkCard(again.redirectUrl ?? '', '4111 1111 1111 1111', guest), headers: guest.cookie });
    expect(verified.headers.location).toBe('/save-card/verified?saved_to=account');
    expect(await cardsOf(guest)).toEqual([{ id: expect.any(Number), network: 'Visa', last4: '1111' }]);

    // Deleting the account removes the cards saved to it.
    const deleted = await app.inject({ method: 'POST', url: '/api/pwa/deleteAccount', headers: guest.signedIn, payload: { confirm: true } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [kept] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_cards WHERE user_id = $1 AND removed_at IS NULL', [guest.id]);
    expect(kept?.n).toBe(0);
  });
});

describe('DELETE removecard of an account card', () => {
  const removeCard = (cardId: number, headers: Record<string, string> = {}) =>
    app.inject({ method: 'DELETE', url: '/api/pwa/removecard', headers, payload: { card_id: cardId } });

  it('removes the signed-in owner’s card only: another guest gets 404, no session 401, no anti-forgery token 403', async () => {
    const owner = await signIn('9876500108');
    const check = paymentRedirectSchema.parse((await startCheck(owner.signedIn)).json());
    await app.inject({ method: 'GET', url: await checkCard(check.redirectUrl ?? '', '4111 1111 1111 1111', owner), headers: owner.cookie });
    const [card] = await cardsOf(owner);
    const cardId = card?.id ?? 0;

    const stranger = await signIn('9876500109');
    const others = await removeCard(cardId, stranger.signedIn);
    expect(others.statusCode).toBe(404);
    expect(apiErrorSchema.parse(others.json())).toMatchObject({ code: 'CARD_NOT_FOUND' });
    expect((await removeCard(cardId)).statusCode).toBe(401);
    expect((await removeCard(cardId, owner.cookie)).statusCode).toBe(403);
    expect(await cardsOf(owner)).toHaveLength(1);

    const removed = await removeCard(cardId, owner.signedIn);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    expect(await cardsOf(owner)).toEqual([]);
    expect((await removeCard(cardId, owner.signedIn)).statusCode).toBe(404);
  });
});

describe("another guest's card check", () => {
  const declineOnPage = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ mode: 'DC', card_number: '4000 0000 0000 0002' }).toString(),
    });

  it('cannot be found from the guest id: the hosted page’s order id is random, not derived from the reference', async () => {
    const guest = await signIn('9876500105');
    const check = paymentRedirectSchema.parse((await startCheck(guest.signedIn)).json());
    expect(check.order_id).toMatch(/^sbx_order_[0-9a-f]{32}$/);
    // What an attacker would compute from the guest's id: the reference of their first card check.
    const guessed = `sbx_order_${createHash('sha256').update(`user-${guest.id}:save_card:0:0`).digest('hex').slice(0, 24)}`;
    expect(check.order_id).not.toBe(guessed);
    for (const method of ['GET', 'POST'] as const) {
      const response =
        method === 'GET' ? await app.inject({ method, url: `/api/pwa/sandbox-pay/${guessed}` }) : await declineOnPage(`/api/pwa/sandbox-pay/${guessed}`);
      expect(response.statusCode).toBe(404);
    }
  });

  it('cannot be completed or declined on the hosted page by anyone but its guest, even knowing its address', async () => {
    const guest = await signIn('9876500106');
    const stranger = await signIn('9876500107');
    const check = paymentRedirectSchema.parse((await startCheck(guest.signedIn)).json());
    const url = check.redirectUrl ?? '';
    expect((await app.inject({ method: 'GET', url, headers: stranger.cookie })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await declineOnPage(url, stranger.cookie)).statusCode).toBe(404);
    expect((await declineOnPage(url)).statusCode).toBe(404);
    const [order] = await database.query<{ status: string }>('SELECT status FROM sandbox_payment_orders WHERE id = $1', [check.order_id]);
    expect(order?.status).toBe('created');
    // The guest's own browser still can.
    expect((await app.inject({ method: 'GET', url, headers: guest.cookie })).statusCode).toBe(200);
    const back = await checkCard(url, '4111 1111 1111 1111', guest);
    expect((await app.inject({ method: 'GET', url: back, headers: guest.cookie })).headers.location).toBe('/save-card/verified?saved_to=account');
  });
});
