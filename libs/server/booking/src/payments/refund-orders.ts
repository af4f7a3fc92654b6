import type { TransactionalDatabase } from '../database/transactional-database';
import type { BookingPayments } from './booking-payments';
import { recordRefund } from './payment-orders.repository';

/** Money to give back from one paid order, decided inside a booking transaction and paid out after it commits. */
export interface DueRefund {
  bookingId: number;
  orderId: number;
  providerOrderId: string;
  amount: number;
  reason: 'cancellation' | 'late_payment' | 'overpayment' | 'date_change';
}

/**
 * Asks the provider for each refund and books it (order and booking) in its own transaction. Refunds are decided
 * inside the booking's locked transaction, so each is decided once; the provider is called outside it (its call
 * may be slow, and a provider sharing an embedded database would wait on our lock).
 */
export async function refundOrders(database: TransactionalDatabase, payments: BookingPayments, refunds: readonly DueRefund[], now: Date): Promise<void> {
  for (const refund of refunds) {
    if (refund.amount <= 0) continue;
    const given = await payments.provider.refund(refund.providerOrderId, refund.amount, `${refund.providerOrderId}:${refund.reason}:${refund.amount}`);
    await database.transaction(async (tx) => {
      await recordRefund(tx, { orderId: refund.orderId, amount: given.amount, providerRefundId: given.refundId, reason: refund.reason }, now);
      await tx.query('UPDATE bookings SET refunded_amount = refunded_amount + $2, updated_at = $3 WHERE id = $1', [refund.bookingId, given.amount, now]);
    });
  }
}
