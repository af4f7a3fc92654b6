import type { PaymentProvider } from '@stays/server-payments';
import type { TransactionalDatabase } from '@stays/server-core';
import { applyPaidMembership } from './apply-paid-membership';
import { WIZARD_PROFILE_PATH } from './pay-wizard.service';
import { findWizardOrderByProviderOrder, lockMembershipsOf, updateWizardOrder } from './wizard-orders.repository';

/** The provider's word on one of its orders (a webhook event, or its status asked on the guest's return). */
export interface WizardPaymentOutcome {
  orderId: string;
  paid: boolean;
}

/**
 * Settles a membership's gateway order exactly once, under the guest's lock: paid turns the subscription into the
 * membership (applyPaidMembership), failed closes it and leaves no membership. Money that arrives for an order that
 * can no longer be honoured — closed already, or the membership moved on, or the wallet part is gone — is given back
 * in full (the provider refunds one reference once, so a redelivered event refunds nothing more).
 * Returns null when the order is not a membership's (the booking payments own it).
 */
export async function settleWizardPayment(
  database: TransactionalDatabase,
  provider: PaymentProvider,
  outcome: WizardPaymentOutcome,
  now: Date,
): Promise<{ applied: boolean } | null> {
  const known = await findWizardOrderByProviderOrder(database, provider.name, outcome.orderId);
  if (!known) return null;
  const result = await database.transaction(async (tx) => {
    await lockMembershipsOf(tx, known.user_id);
    const order = await findWizardOrderByProviderOrder(tx, provider.name, outcome.orderId, { forUpdate: true });
    if (!order || order.status === 'paid') return { applied: false, refund: false };
    if (order.status === 'failed') return { applied: false, refund: outcome.paid };
    if (!outcome.paid) {
      await updateWizardOrder(tx, order.id, { status: 'failed' }, now);
      return { applied: true, refund: false };
    }
    const paid = await applyPaidMembership(tx, order, now);
    if (paid.ok) return { applied: true, refund: false };
    await updateWizardOrder(tx, order.id, { status: 'failed' }, now);
    return { applied: true, refund: true };
  });
  if (result.refund) await provider.refund(outcome.orderId, known.gateway_minor, `wizard-${known.id}-refund`);
  return { applied: result.applied };
}

/**
 * GET wizardPayment/return: the guest is back from the provider's page. The order is settled from the provider's own
 * status when its webhook has not come yet, and the guest goes to the page the payment named (the wizard profile),
 * to the landing's payment dialog when it failed, or to the profile saying the bank has not answered yet.
 */
export async function finishWizardPayment(database: TransactionalDatabase, provider: PaymentProvider, query: { order_id: string }, now: Date): Promise<string> {
  const failed = '/wizard?modal=wizardPayment&wizard_payment=failed';
  const order = await findWizardOrderByProviderOrder(database, provider.name, query.order_id);
  if (!order) return failed;
  if (order.status === 'paying') {
    // A provider that does not answer now leaves the order to its webhook: the guest is told the bank is still deciding.
    const status = await provider.captureStatus(query.order_id).catch(() => null);
    if (status?.status === 'paid' || status?.status === 'failed') {
      await settleWizardPayment(database, provider, { orderId: query.order_id, paid: status.status === 'paid' }, now);
    }
  }
  const settled = await findWizardOrderByProviderOrder(database, provider.name, query.order_id);
  if (settled?.status === 'paid') return withQuery(settled.redirect_url ?? WIZARD_PROFILE_PATH, 'wizard_payment=paid');
  if (settled?.status === 'paying') return withQuery(WIZARD_PROFILE_PATH, 'wizard_payment=pending');
  return failed;
}

function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
