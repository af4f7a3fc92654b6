import { allocateWalletDebit, walletRefundOnCancellation, walletUsableMinor } from '@stays/pricing';
import { findBookingWalletHoldings, findWalletLots, insertWalletMovements } from './wallet-entries.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

const WALLET_BALANCE_CHANGED = 'WALLET_BALANCE_CHANGED';

/**
 * Pays `amountMinor` of a booking's `totalMinor` with the guest's wallet money, inside the booking's transaction.
 * The guest's credits are locked first, so two bookings spending the same money run one after the other: the
 * second sees what the first spent. The amount must be at most the floored share of the total the wallet may
 * pay now; when it is not (the balance changed since the summary showed it) the booking is refused, 409.
 */
export async function spendWalletMoney(
  tx: SqlClient,
  spend: { userId: number; bookingId: number; currencyCode: string; totalMinor: number; amountMinor: number },
  now: Date,
): Promise<void> {
  if (spend.amountMinor <= 0) return;
  const lots = await findWalletLots(tx, spend.userId, spend.currencyCode, { forUpdate: true });
  const usable = walletUsableMinor(spend.totalMinor, lots, now);
  const allocations = spend.amountMinor <= usable ? allocateWalletDebit(lots, spend.amountMinor, now) : null;
  if (!allocations) {
    throw new ServiceError(409, WALLET_BALANCE_CHANGED, 'Your wallet balance has changed. Check the wallet money for this booking and book again.');
  }
  await insertWalletMovements(tx, { userId: spend.userId, type: 'debit', currencyCode: spend.currencyCode, bookingId: spend.bookingId, allocations }, now);
}

/**
 * Gives a cancelled booking's wallet money back to the lots it came from (their expiry stays), less the part of the
 * cancellation charge online payments do not cover. Returns the amount given back. Call it in the cancellation's
 * transaction, with the booking row locked (a second cancel finds nothing left to give back).
 */
export async function returnWalletMoney(
  tx: SqlClient,
  booking: { bookingId: number; chargeMinor: number; onlineHeldMinor: number },
  now: Date,
): Promise<number> {
  const holdings = await findBookingWalletHoldings(tx, booking.bookingId);
  if (!holdings) return 0;
  const held = holdings.allocations.reduce((sum, allocation) => sum + allocation.amountMinor, 0);
  let back = walletRefundOnCancellation({ walletMinor: held, chargeMinor: booking.chargeMinor, onlineHeldMinor: booking.onlineHeldMinor });
  const total = back;
  const allocations = [];
  for (const allocation of holdings.allocations) {
    if (back <= 0) break;
    const amountMinor = Math.min(back, allocation.amountMinor);
    allocations.push({ creditId: allocation.creditId, amountMinor });
    back -= amountMinor;
  }
  await insertWalletMovements(
    tx,
    { userId: holdings.userId, type: 'refund', currencyCode: holdings.currencyCode, bookingId: booking.bookingId, allocations },
    now,
  );
  return total;
}
