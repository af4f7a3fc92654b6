import { applyPaymentEvent } from './apply-payment-event';
import type { BookingPayments } from './booking-payments';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

/**
 * POST payments/webhook/{provider}: a provider event, applied once. A bad signature answers 401 and changes
 * nothing; a repeated, late or unknown event answers 200 (so the provider stops resending) and changes nothing.
 */
export async function receivePaymentWebhook(
  database: TransactionalDatabase,
  payments: BookingPayments,
  request: { provider: string; rawBody: string; headers: Record<string, string | string[] | undefined> },
  now: Date,
): Promise<{ received: true; applied: boolean }> {
  if (request.provider !== payments.provider.name) throw new ServiceError(404, 'PAYMENT_PROVIDER_NOT_FOUND', 'no payment provider of that name');
  const event = payments.provider.verifyWebhook(request.rawBody, request.headers, now);
  if (!event) throw new ServiceError(401, 'WEBHOOK_SIGNATURE_INVALID', 'the webhook signature is missing, wrong or too old');
  const { applied } = await applyPaymentEvent(database, payments, event, now);
  return { received: true, applied };
}
