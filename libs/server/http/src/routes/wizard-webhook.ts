import { settleWizardPayment } from '@stays/server-wallet';
import type { TransactionalDatabase } from '@stays/server-core';
import type { ApiPayments } from './payment-provider-setup';

/**
 * A provider event for a wizard membership's order, settled by the membership (the booking payments never see it);
 * null when the event is not one (another provider, a bad signature, a booking's order): the booking webhook
 * answers those as it always has.
 */
export async function wizardWebhook(
  database: TransactionalDatabase,
  payments: ApiPayments,
  provider: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<{ received: true; applied: boolean } | null> {
  if (provider !== payments.provider.name) return null;
  const event = payments.provider.verifyWebhook(rawBody, headers, now);
  if (!event || (event.type !== 'payment.paid' && event.type !== 'payment.failed')) return null;
  const settled = await settleWizardPayment(database, payments.provider, { orderId: event.orderId, paid: event.type === 'payment.paid' }, now);
  return settled ? { received: true, applied: settled.applied } : null;
}
