import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  inviteAndEarnReplySchema,
  otpReplySchema,
  referralFaqReplySchema,
  referralLoggedOutReplySchema,
  rewardsReplySchema,
  sessionReplySchema,
  walletReplySchema,
} from '@stays/api-client';
import { readAccountsConfig } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { creditCompletedStayReferrals } from '@stays/server-wallet';
import { transactionalDatabase } from '@stays/server-core';
import { buildApiServer } from '../build-api-server';
import { AccountTestBrowser, latestOtp } from '../testing/account-test-browser';
import { createCatalogueTestDatabase, FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { bookingBody, openSameDatabasePool } from '@stays/server-booking/testing';

// Refer and earn through the API: the code given at sign-up, the credit after the friend's first completed stay. On
// PostgreSQL (DATABASE_URL) a second API with its own pool stands for a second process, so the races are real.
const accounts = readAccountsConfig({ ACCOUNTS_SECRET: 'r'.repeat(40), WEB_ORIGIN: 'http://localhost:4200' });
let database: Database;
let secondPool: Database | null;
let apps: FastifyInstance[];
let clock = FIXTURE_NOW;
let sequence = 0;

beforeAll(async () => {
  database = await createCatalogueTestDatabase();
  secondPool = await openSameDatabasePool(database);
  apps = [database, ...(secondPool ? [secondPool] : [])].map((pool) =>
    buildApiServer({ database: pool, now: () => clock, logger: false, accounts, devTools: true, payments: { holdSweepSeconds: 0 } }),
  );
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await secondPool?.close();
  await database?.close();
});

const api = (index = 0) => apps[index % apps.length] as FastifyInstance;
const failure = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

function newGuest(appIndex = 0) {
  sequence += 1;
  const phone = `97${String(20_000_000 + sequence * 7919).slice(-8)}`;
  return { phone, full: `+91${phone}`, browser: new AccountTestBrowser(() => api(appIndex), `198.51.100.${sequence}`) };
}
type Guest = ReturnType<typeof newGuest>;

async function signUp(guest: Guest, name: string, extra: Record<string, unknown> = {}) {
  clock = new Date(clock.getTime() + 60_000);
  otpReplySchema.parse((await guest.browser.call('POST', '/api/pwa/generateByPhone', { phone: guest.phone, country_code: '+91' })).json());
  const code = await latestOtp(database, guest.full);
  return guest.browser.call('POST', '/api/pwa/userSignUp', { phone: guest.phone, code, name, country_code: '91', ...extra });
}

async function signedUp(name: string, extra: Record<string, unknown> = {}) {
  const guest = newGuest();
  const response = await signUp(guest, name, extra);
  expect(response.statusCode, response.body).toBe(201);
  return { ...guest, userId: sessionReplySchema.parse(response.json()).user.userId };
}

async function inviteAndEarn(guest: Guest, appIndex = 0) {
  const response = await api(appIndex).inject({
    method: 'GET',
    url: '/api/pwa/inviteAndEarn?country_iso_a2_code=in',
    headers: { cookie: `token=${guest.browser.cookie ?? ''}`, host: 'localhost' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return inviteAndEarnReplySchema.parse(response.json());
}

async function walletBalance(guest: Guest) {
  const response = await guest.browser.call('GET', '/api/pwa/wallet?country_iso_a2_code=IN&user_type=user');
  expect(response.statusCode, response.body).toBe(200);
  return walletReplySchema.parse(response.json()).wallet.redeemable_expirable_balance;
}

async function payAtHotelStay(guest: Guest, key: string) {
  const response = await guest.browser.call('POST', '/api/pwa/createBooking', bookingBody({}, { phone: guest.phone }), { 'idempotency-key': key });
  expect(response.statusCode, response.body).toBe(201);
}

async function referralRows(referredUserId: number) {
  return database.query<{ rewarded_at: Date | null; rewards: number }>(
    `SELECT r.rewarded_at, (SELECT count(*)::int FROM referral_rewards w WHERE w.referral_id = r.id) AS rewards FROM referrals r WHERE r.referred_user_id = $1`,
    [referredUserId],
  );
}

describe('a referral code at sign-up', () => {
  it('refuses an unknown code with 400 REFERRAL_CODE_UNKNOWN and makes no account (the phone signs up later without it)', async () => {
    const guest = newGuest();
    const refused = await signUp(guest, 'Nisha Kapoor', { referral_code: 'NOSUCH42' });
    expect(refused.statusCode).toBe(400);
    expect(failure(refused)).toMatchObject({ code: 'REFERRAL_CODE_UNKNOWN', message: expect.stringContaining('does not exist') });
    expect(await database.query(`SELECT id FROM users WHERE phone = $1`, [guest.phone])).toHaveLength(0);
    const later = await signUp(guest, 'Nisha Kapoor');
    expect(later.statusCode, later.body).toBe(201);
  });

  it('refuses one’s own code (a second account signed up from the code owner’s session) with 400 REFERRAL_OWN_CODE', async () => {
    const owner = await signedUp('Farah Sheikh');
    const { referral_code: code } = await inviteAndEarn(owner);
    // The same browser, still signed in as the owner, signs up a second phone with the owner's code.
    const second = { ...newGuest(), browser: owner.browser };
    const refused = await signUp(second, 'Farah Other', { referral_code: code });
    expect(refused.statusCode).toBe(400);
    expect(failure(refused)).toMatchObject({ code: 'REFERRAL_OWN_CODE', message: 'You cannot use your own referral code.' });
    expect((await inviteAndEarn(owner)).invites.total).toBe(0);
  });

  it('refuses a referral to oneself in the database too', async () => {
    const guest = await signedUp('Ila Menon');
    await expect(database.query(`INSERT INTO referrals (referrer_user_id, referred_user_id, code) VALUES ($1, $1, 'SELF1')`, [guest.userId])).rejects.toThrow();
  });
});

describe('the reward after the friend’s first completed stay', () => {
  it('credits both wallets once, in INR, the day after the first check-out, even when two completions race', async () => {
    const referrer = await signedUp('Meenal Joshi');
    const invite = await inviteAndEarn(referrer);
    expect(invite.referral_code).toMatch(/^MEENA[A-Z2-9]{5}$/);
    expect(invite.share_link).toBe(`http://localhost:4200/login?referral=${invite.referral_code}`);
    expect(invite.terms).toEqual({
      currency_code: 'INR',
      referrer_amount: 50_000,
      referee_amount: 30_000,
      credit_valid_days: 365,
      credited_after: 'first_completed_stay',
    });

    // The friend types the code in lower case.
    const friend = await signedUp('Ravi Kumar', { referral_code: invite.referral_code.toLowerCase() });
    const pending = await inviteAndEarn(referrer);
    expect(pending.invites).toEqual({ total: 1, pending: 1, rewarded: 0 });
    expect(pending.invitees).toEqual([{ name: 'Ravi K.', joined_at: expect.any(String), status: 'pending', rewarded_at: null }]);

    clock = FIXTURE_NOW;
    await payAtHotelStay(friend, 'referral-first-stay');
    // Check-out day (14 March): the stay is not over yet.
    clock = new Date('2026-03-14T20:00:00Z');
    expect(await creditCompletedStayReferrals(transactionalDatabase(database), clock, { userId: friend.userId })).toBe(0);
    expect((await inviteAndEarn(referrer)).invites.pending).toBe(1);

    clock = new Date('2026-03-15T06:00:00Z');
    const pools = [database, secondPool ?? database].map((pool) => transactionalDatabase(pool));
    const paid = await Promise.all([
      creditCompletedStayReferrals(pools[0] as ReturnType<typeof transactionalDatabase>, clock),
      creditCompletedStayReferrals(pools[1] as ReturnType<typeof transactionalDatabase>, clock),
      inviteAndEarn(referrer, 1),
      inviteAndEarn(friend, 0),
    ]);
    expect((paid[0] as number) + (paid[1] as number)).toBeLessThanOrEqual(1);
    expect(await referralRows(friend.userId)).toEqual([{ rewarded_at: expect.any(Date), rewards: 2 }]);

    const after = await inviteAndEarn(referrer);
    expect(after.invites).toEqual({ total: 1, pending: 0, rewarded: 1 });
    expect(after.earned_amount).toBe(50_000);
    expect(await walletBalance(referrer)).toBe(50_000);
    expect(await walletBalance(friend)).toBe(30_000);

    // A second stay later and another sweep pay nothing more.
    clock = new Date('2026-03-20T06:00:00Z');
    expect(await creditCompletedStayReferrals(transactionalDatabase(database), clock)).toBe(0);
    expect(await walletBalance(referrer)).toBe(50_000);
    const [row] = await database.query<{ id: number }>(`SELECT id FROM referrals WHERE referred_user_id = $1`, [friend.userId]);
    await expect(
      database.query(
        `INSERT INTO referral_rewards (referral_id, beneficiary, wallet_entry_id) SELECT $1, 'referrer', wallet_entry_id FROM referral_rewards WHERE referral_id = $1 LIMIT 1`,
        [row?.id],
      ),
    ).rejects.toThrow();

    const rewards = await referrer.browser.call('GET', '/api/pwa/rewards?country_iso_a2_code=IN&category=referral');
    expect(rewards.statusCode, rewards.body).toBe(200);
    const reply = rewardsReplySchema.parse(rewards.json());
    expect(reply.transaction_list).toEqual([expect.objectContaining({ category: 'referral', type: 'credit', reason: 'referral_reward', amount: 50_000 })]);
    expect(reply.categories).toContainEqual({ id: 'referral', count: 1 });
    expect(reply.total_earned).toBe(50_000);
  });

  it('never credits a friend whose only booking was cancelled', async () => {
    const referrer = await signedUp('Tara Bose');
    const { referral_code: code } = await inviteAndEarn(referrer);
    const friend = await signedUp('Dev Anand', { referral_code: code });
    clock = FIXTURE_NOW;
    await payAtHotelStay(friend, 'referral-cancelled-stay');
    await database.query(`UPDATE bookings SET state = 'cancelled', status_key = 3 WHERE user_id = $1`, [friend.userId]);
    clock = new Date('2026-03-20T06:00:00Z');
    expect((await inviteAndEarn(referrer)).invites).toEqual({ total: 1, pending: 1, rewarded: 0 });
    expect(await walletBalance(friend)).toBe(0);
  });
});

describe('the rewards and referral calls', () => {
  it('keeps rewards and invite-and-earn to a signed-in guest (401) and refuses an unknown category (400)', async () => {
    expect((await api().inject({ method: 'GET', url: '/api/pwa/rewards' })).statusCode).toBe(401);
    expect((await api().inject({ method: 'GET', url: '/api/pwa/inviteAndEarn' })).statusCode).toBe(401);
    const guest = await signedUp('Kiran Das');
    expect((await guest.browser.call('GET', '/api/pwa/rewards?category=lottery')).statusCode).toBe(400);
    const all = rewardsReplySchema.parse((await guest.browser.call('GET', '/api/pwa/rewards')).json());
    expect(all).toMatchObject({ currency_code: 'INR', category: null, transaction_list: [], total_earned: 0 });
  });

  it('tells a signed-out guest the terms per currency and the FAQ, and answers 404 where a country has no refer and earn', async () => {
    const nl = referralLoggedOutReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/referralLoggedOut?country_iso_a2_code=NL' })).json());
    expect(nl.terms).toMatchObject({ currency_code: 'EUR', referrer_amount: 1_500, referee_amount: 1_000 });
    const gb = referralLoggedOutReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/referralLoggedOut?country_iso_a2_code=GB' })).json());
    expect(gb.terms).toMatchObject({ currency_code: 'GBP', referrer_amount: 1_200, referee_amount: 800 });
    const us = await api().inject({ method: 'GET', url: '/api/pwa/referralLoggedOut?country_iso_a2_code=US' });
    expect(us.statusCode).toBe(404);
    expect(failure(us).code).toBe('REFERRAL_NOT_AVAILABLE');

    const loggedOut = referralFaqReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/referralFaqLoggedOut' })).json());
    const loggedIn = referralFaqReplySchema.parse((await api().inject({ method: 'GET', url: '/api/pwa/referralFaq' })).json());
    expect(loggedOut.qnaData[0]?.faqList.map((entry) => entry.id)).toEqual(['howItWorks', 'amounts', 'whenCredited', 'spending', 'whoCanUse']);
    expect(loggedIn.qnaData[0]?.faqList.map((entry) => entry.id)).toContain('pendingInvite');
    expect(loggedOut.qnaData[0]?.faqList[1]?.answer).toContain('₹500');
  });
});
