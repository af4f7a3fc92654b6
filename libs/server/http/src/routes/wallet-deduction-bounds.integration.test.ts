import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE, apiErrorSchema, walletReplySchema } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { apiOnFixture } from '../testing/api-on-fixture';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { creditWalletFixture } from '@stays/server-wallet/testing';

// Security issue 17: a signed-in createBooking with payments.deduct_from_wallet 1,000,000,000 computed a payable amount
// of −999,521,760 and was stopped only by the bookings table's CHECK (a 500). Wallet money never pays more than the
// stay costs: such an amount is refused with the spec's payment-amount message (guest-journey §5), not clamped — a
// clamp would charge the guest at the property more than the summary they confirmed.
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'w'.repeat(40) });
const api = apiOnFixture({ accounts });

async function guestWithWallet(phone: string) {
  const [user] = await api.database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [
    phone,
  ]);
  const userId = user?.id ?? 0;
  await creditWalletFixture(api.database, userId, 500_000, 'INR', FIXTURE_NOW);
  const { token } = await startSession(api.database, { userId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { cookie: `${SESSION_COOKIE}=${token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, token) };
}

describe('wallet money never pays more than the stay costs', () => {
  it.each([
    ['a billion', 1_000_000_000],
    ['the largest integer', 2_147_483_647],
    ['one more than the stay costs', 901_601],
  ])('%s is refused with 422 WALLET_AMOUNT_INVALID, and nothing is booked or spent', async (_case, deduct) => {
    const headers = await guestWithWallet(`98133${String(deduct).slice(-5)}`);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { ...headers, 'idempotency-key': `wallet-bounds-${deduct}` },
      payload: { ...bookingBody(), payments: { deduct_from_wallet: deduct } },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(apiErrorSchema.parse(response.json())).toEqual({ statusCode: 422, code: 'WALLET_AMOUNT_INVALID', message: "Amount can't be greater than ₹ 9,016" });
    expect(await api.database.query('SELECT id FROM bookings')).toEqual([]);
    const wallet = walletReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/wallet', headers })).json());
    expect(wallet.wallet.redeemable_expirable_balance).toBe(500_000);
  });

  it('a negative amount is a 400 VALIDATION_ERROR', async () => {
    const headers = await guestWithWallet('9813300009');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/createBooking',
      headers: { ...headers, 'idempotency-key': 'wallet-bounds-negative' },
      payload: { ...bookingBody(), payments: { deduct_from_wallet: -1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
