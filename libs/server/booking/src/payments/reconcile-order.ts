import { PaymentProviderError, type PaymentEvent, type ProviderOrder } from '@stays/server-payments';
import { applyPaymentEvent } from './apply-payment-event';
import type { BookingPayments } from './booking-payments';
import type { TransactionalDatabase } from '@stays/server-core';

/**
 * Asks the provider how an order stands and applies a settled answer, as the webhook would: a return page that
 * arrives before the webhook (or a webhook that never arrives) still sees the truth. A provider that cannot be asked
 * leaves the order as it stands: the page shows it pending, and the webhook or the next visit settles it.
 */
export async function reconcileOrder(database: TransactionalDatabase, payments: BookingPayments, providerOrderId: string, now: Date): Promise<void> {
  let order: ProviderOrder | null;
  try {
    order = await payments.provider.captureStatus(providerOrderId);
  } catch (error) {
    if (error instanceof PaymentProviderError) return;
    throw error;
  }
  if (!order || (order.status !== 'paid' && order.status !== 'failed')) return;
  const isCardCheck = order.amount === 0;
  const type: PaymentEvent['type'] = isCardCheck
    ? order.status === 'paid'
      ? 'card.verified'
      : 'card.failed'
    : order.status === 'paid'
      ? 'payment.paid'
      : 'payment.failed';
  await applyPaymentEvent(
    database,
    payments,
    {
      id: `reconcile_${order.orderId}_${order.status}`,
      type,
      orderId: order.orderId,
      amount: order.amount,
      currencyCode: order.currencyCode,
      mode: order.mode,
      card: order.card,
    },
    now,
  );
}
