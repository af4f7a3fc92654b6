import type { BookingPayments } from './booking-payments';
import { claimOwedRefunds, markRefundMade, recordOwedRefund, releaseRefundClaim } from './owed-refunds.repository';
import type { SqlClient, TransactionalDatabase } from '@stays/server-core';

/** Money to give back from one paid order, decided inside a booking transaction and paid out after it commits. */
export interface DueRefund {
  bookingId: number;
  orderId: number;
  providerOrderId: string;
  amount: number;
  reason: 'cancellation' | 'late_payment' | 'overpayment' | 'date_change';
}

const OWED_REFUNDS_PER_RUN = 100;

/**
 * Runs `work` in one transaction, booking the refunds it decides (pushed to `refunds`) as owed in that same
 * transaction, so a decided refund is never lost; after the commit the provider is asked to make them. Refunds are
 * decided inside the booking's locked transaction, so each is decided once; the provider is called outside it (its
 * call may be slow, and a provider sharing an embedded database would wait on our lock). A provider that fails
 * leaves the refund owed: the webhook's redeliveries and the hold sweeper make it later (payPendingRefunds).
 */
export async function refundingTransaction<T>(
  database: TransactionalDatabase,
  payments: BookingPayments | undefined,
  refunds: readonly DueRefund[],
  now: Date,
  work: (tx: SqlClient) => Promise<T>,
): Promise<T> {
  const ids: number[] = [];
  const result = await database.transaction(async (tx) => {
    const value = await work(tx);
    for (const refund of refunds) if (refund.amount > 0) ids.push(await recordOwedRefund(tx, refund, now));
    return value;
  });
  if (payments && ids.length > 0) await payPendingRefunds(database, payments, now, { ids });
  return result;
}

/**
 * Makes owed refunds (those named, those of some bookings, or the oldest), each by one caller at a time. The
 * provider's refund reference is the refund's own id, so a retry after a lost answer refunds once. Answers how many
 * were made; the others stay owed for the next run.
 */
export async function payPendingRefunds(
  database: TransactionalDatabase,
  payments: BookingPayments,
  now: Date,
  which: { ids?: readonly number[]; bookingIds?: readonly number[] } = {},
): Promise<number> {
  let made = 0;
  for (const owed of await claimOwedRefunds(database, now, { ...which, limit: OWED_REFUNDS_PER_RUN })) {
    let providerRefundId: string;
    try {
      providerRefundId = (await payments.provider.refund(owed.provider_order_id, owed.amount, `refund-${owed.id}`)).refundId;
    } catch {
      await releaseRefundClaim(database, owed.id);
      continue;
    }
    await markRefundMade(database, owed.id, providerRefundId);
    made += 1;
  }
  return made;
}
