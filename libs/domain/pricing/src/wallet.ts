import { walletShareMinor } from './discounts';

/**
 * How much of a booking's total wallet money may pay (the wallet's redeemableExpirableLimit, accounts-commerce §3).
 * The share is floored ("Wallet percentage applied to total is floored").
 */
export const WALLET_REDEEMABLE_PERCENT = 25;

/** A lot of wallet money: a credit with what is left of it and when it expires. */
export interface WalletLot {
  creditId: number;
  remainingMinor: number;
  expiresAt: Date;
}

/** Lots still counting at `now`, soonest to expire first (the order they are spent in). */
export function liveLots(lots: readonly WalletLot[], now: Date): WalletLot[] {
  return lots
    .filter((lot) => lot.remainingMinor > 0 && lot.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.creditId - b.creditId);
}

/** The redeemable balance: every live lot's remainder. */
export function walletBalanceMinor(lots: readonly WalletLot[], now: Date): number {
  return liveLots(lots, now).reduce((sum, lot) => sum + lot.remainingMinor, 0);
}

/** What wallet money may pay of a total for a signed-in guest with these lots (floored share, never above the balance). */
export function walletUsableMinor(totalMinor: number, lots: readonly WalletLot[], now: Date, isLoggedIn = true): number {
  return walletShareMinor(totalMinor, WALLET_REDEEMABLE_PERCENT, walletBalanceMinor(lots, now), isLoggedIn);
}

export interface WalletAllocation {
  creditId: number;
  amountMinor: number;
}

/**
 * Takes `amountMinor` from the lots, soonest to expire first, so the money closest to expiring is used before it is
 * lost. Null when the live lots do not hold that much.
 */
export function allocateWalletDebit(lots: readonly WalletLot[], amountMinor: number, now: Date): WalletAllocation[] | null {
  if (amountMinor <= 0) return [];
  const allocations: WalletAllocation[] = [];
  let left = amountMinor;
  for (const lot of liveLots(lots, now)) {
    const take = Math.min(left, lot.remainingMinor);
    allocations.push({ creditId: lot.creditId, amountMinor: take });
    left -= take;
    if (left === 0) return allocations;
  }
  return null;
}

/**
 * Wallet money that goes back when a booking is cancelled. The cancellation charge is kept from what was paid:
 * first from online payments still held, then from the wallet money; the rest of the wallet money goes back.
 */
export function walletRefundOnCancellation(booking: { walletMinor: number; chargeMinor: number; onlineHeldMinor: number }): number {
  const chargeLeft = Math.max(0, booking.chargeMinor - Math.max(0, booking.onlineHeldMinor));
  return Math.max(0, booking.walletMinor - chargeLeft);
}
