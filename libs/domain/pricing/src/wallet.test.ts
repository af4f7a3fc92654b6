import { describe, expect, it } from 'vitest';
import {
  WALLET_REDEEMABLE_PERCENT,
  allocateWalletDebit,
  liveLots,
  walletBalanceMinor,
  walletRefundOnCancellation,
  walletUsableMinor,
  type WalletLot,
} from './wallet';

const now = new Date('2026-03-10T12:00:00Z');
const lot = (creditId: number, remainingMinor: number, expiresAt: string): WalletLot => ({ creditId, remainingMinor, expiresAt: new Date(expiresAt) });
const lots = [
  lot(1, 50_000, '2026-09-01T00:00:00Z'),
  lot(2, 20_000, '2026-04-01T00:00:00Z'),
  lot(3, 90_000, '2026-03-01T00:00:00Z'),
  lot(4, 0, '2026-12-01T00:00:00Z'),
];

describe('wallet lots (credits that expire)', () => {
  it('counts only money that has not expired, soonest to expire first', () => {
    expect(liveLots(lots, now).map((live) => live.creditId)).toEqual([2, 1]);
    expect(walletBalanceMinor(lots, now)).toBe(70_000);
  });

  it('stops counting a lot at the instant it expires', () => {
    expect(walletBalanceMinor([lot(1, 10_000, '2026-03-10T12:00:00Z')], now)).toBe(0);
  });
});

describe('"Wallet percentage applied to total is floored" with the redeemable limit', () => {
  it.each([
    [100_000, 25_000],
    [99_999, 24_999],
    [1_000_000, 70_000],
    [0, 0],
  ])('total %i → wallet pays %i', (total, usable) => {
    expect(WALLET_REDEEMABLE_PERCENT).toBe(25);
    expect(walletUsableMinor(total, lots, now)).toBe(usable);
  });

  it('gives a logged-out guest nothing ("Coupon and wallet money apply only to logged-in users")', () => {
    expect(walletUsableMinor(100_000, lots, now, false)).toBe(0);
  });
});

describe('spending wallet money', () => {
  it('takes the money closest to expiring first, across lots', () => {
    expect(allocateWalletDebit(lots, 30_000, now)).toEqual([
      { creditId: 2, amountMinor: 20_000 },
      { creditId: 1, amountMinor: 10_000 },
    ]);
  });

  it('takes from one lot when it holds enough', () => {
    expect(allocateWalletDebit(lots, 5_000, now)).toEqual([{ creditId: 2, amountMinor: 5_000 }]);
  });

  it('refuses more than the live balance (never overdraws, never spends expired money)', () => {
    expect(allocateWalletDebit(lots, 70_001, now)).toBeNull();
    expect(allocateWalletDebit(lots, 70_000, now)).toHaveLength(2);
  });

  it('takes nothing for nothing', () => {
    expect(allocateWalletDebit(lots, 0, now)).toEqual([]);
  });
});

describe('wallet money back on cancellation', () => {
  it.each([
    ['free cancellation: all of it', { walletMinor: 5_000, chargeMinor: 0, onlineHeldMinor: 0 }, 5_000],
    ['a charge the online payment covers', { walletMinor: 5_000, chargeMinor: 8_000, onlineHeldMinor: 10_000 }, 5_000],
    ['a charge partly kept from the wallet money', { walletMinor: 5_000, chargeMinor: 8_000, onlineHeldMinor: 6_000 }, 3_000],
    ['a charge above the wallet money, nothing paid online', { walletMinor: 5_000, chargeMinor: 8_000, onlineHeldMinor: 0 }, 0],
    ['no wallet money', { walletMinor: 0, chargeMinor: 0, onlineHeldMinor: 0 }, 0],
  ])('%s', (_name, booking, back) => {
    expect(walletRefundOnCancellation(booking)).toBe(back);
  });
});
