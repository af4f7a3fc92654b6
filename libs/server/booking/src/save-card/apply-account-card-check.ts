import type { PaymentEvent } from '@stays/server-payments';
import type { BookingPayments } from '../payments/booking-payments';
import { findPaymentOrder, markPaymentOrder, recordPaymentEvent } from '../payments/payment-orders.repository';
import { insertSavedCard } from './saved-cards.repository';
import type { TransactionalDatabase } from '@stays/server-core';

/**
 * The provider's word on a signed-in guest's card check (the general save-card, no booking), exactly once: verified
 * saves the card to the guest's account, anything else marks the check failed. False when it changed nothing.
 */
export async function applyAccountCardCheckEvent(database: TransactionalDatabase, payments: BookingPayments, event: PaymentEvent, now: Date): Promise<boolean> {
  return database.transaction(async (tx) => {
    const order = await findPaymentOrder(tx, payments.provider.name, event.orderId, { forUpdate: true });
    if (!order || order.user_id === null || order.booking_id !== null) return false;
    if (!(await recordPaymentEvent(tx, { provider: payments.provider.name, id: event.id, type: event.type, orderId: event.orderId }, now))) return false;
    if (order.status !== 'created') return false;
    const verified = event.type === 'card.verified' || event.type === 'payment.paid';
    await markPaymentOrder(tx, order.id, { status: verified ? 'paid' : 'failed', mode: event.mode, now });
    if (verified && event.card) {
      await insertSavedCard(
        tx,
        { userId: order.user_id, provider: payments.provider.name, token: event.card.token, network: event.card.network, last4: event.card.last4 },
        now,
      );
    }
    return true;
  });
}
