import { wizardRoutes, type WizardPaymentBody, type WizardPaymentReply } from '@stays/api-client';
import { walletUsableMinor } from '@stays/pricing';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';
import { PROVIDER_UNAVAILABLE, PaymentProviderError, type PaymentProvider } from '@stays/server-payments';
import { findWalletLots } from '../wallet/wallet-entries.repository';
import { applyPaidMembership } from './apply-paid-membership';
import { currentMembership } from './current-membership';
import { subscriptionReply } from './subscription-reply';
import { wizardCouponDiscount } from './wizard-coupons';
import { findWizardOrder, findWizardOrderByIdempotencyKey, lockMembershipsOf, updateWizardOrder, type WizardOrderRow } from './wizard-orders.repository';
import { membershipChange } from './wizard-plans';

/** Where the guest lands after a paid membership unless the payment names another page of the site. */
export const WIZARD_PROFILE_PATH = '/wizardprofile';
/** Where a guest who gives up on the provider's page goes back to. */
const WIZARD_CANCEL_PATH = '/wizard?modal=wizardPayment';

type WizardPaymentRequest = {
  user: { id: number };
  sub_orders: { subscription_id: number; coupon_code?: string | undefined }[];
  payments: {
    deduct_from_consumer_wallet: number;
    deduct_from_owner: number;
    from_gateway: { amount: number };
    payment_method_preselect?: string | undefined;
    redirect_url?: string | undefined;
  };
};

type Step = { reply: WizardPaymentReply } | { gateway: WizardOrderRow };

/**
 * The wizard payment (accounts-commerce §3 body): wallet money first, the gateway for the rest. The amounts must add
 * up to what the subscription costs after its coupon, and the wallet part may be at most the wallet's share of it.
 * When nothing is left for the gateway the membership is on at once; otherwise the provider's page collects the rest
 * and the membership waits for its word (webhook or return). A double tap — the same Idempotency-Key, or the same
 * subscription while its gateway order is open — opens one provider order and buys one membership.
 */
export async function payWizardMembership(
  database: TransactionalDatabase,
  provider: PaymentProvider,
  request: { userId: number; idempotencyKey: string | undefined; body: WizardPaymentRequest | WizardPaymentBody },
  now: Date,
): Promise<WizardPaymentReply> {
  const body = request.body as WizardPaymentRequest;
  if (body.user.id !== request.userId)
    throw new ServiceError(403, 'WIZARD_USER_NOT_YOURS', 'You can only buy a membership for the account you are signed in to.');
  if (body.payments.deduct_from_owner > 0) {
    throw new ServiceError(422, 'WIZARD_OWNER_WALLET_UNAVAILABLE', 'A membership is paid from your own wallet and the payment page only.');
  }
  const [subOrder] = body.sub_orders;
  if (!subOrder) throw new ServiceError(400, 'BAD_REQUEST', 'A wizard payment pays one subscription');
  const step: Step = await database.transaction(async (tx) => {
    await lockMembershipsOf(tx, request.userId);
    if (request.idempotencyKey) {
      const earlier = await findWizardOrderByIdempotencyKey(tx, request.userId, request.idempotencyKey);
      if (earlier && earlier.id !== subOrder.subscription_id) {
        throw new ServiceError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another subscription.');
      }
    }
    const order = await findWizardOrder(tx, subOrder.subscription_id, { forUpdate: true });
    if (!order || order.user_id !== request.userId) throw new ServiceError(404, 'WIZARD_SUBSCRIPTION_NOT_FOUND', 'We could not find this membership order.');
    const current = await currentMembership(tx, request.userId, now);
    if (order.status === 'paid') return { reply: paidReply(order, current, now) };
    if (order.status === 'failed') {
      throw new ServiceError(409, 'WIZARD_SUBSCRIPTION_CLOSED', 'This membership order is closed. Choose your plan again to pay.');
    }
    if (order.status === 'paying') {
      if (order.wallet_minor !== body.payments.deduct_from_consumer_wallet || order.gateway_minor !== body.payments.from_gateway.amount) {
        throw new ServiceError(409, 'WIZARD_PAYMENT_IN_PROGRESS', 'A payment for this membership is already open. Finish it or choose your plan again.');
      }
      return { gateway: order };
    }
    membershipChange(order.plan, order.action, current, now);
    const coupon = subOrder.coupon_code
      ? await wizardCouponDiscount(tx, { userId: request.userId, code: subOrder.coupon_code, plan: order.plan, priceMinor: order.price_minor }, now)
      : { code: null, discountMinor: 0 };
    const amount = order.price_minor - coupon.discountMinor;
    const wallet = body.payments.deduct_from_consumer_wallet;
    if (wallet > 0) {
      const usable = walletUsableMinor(amount, await findWalletLots(tx, request.userId, order.currency_code), now);
      if (wallet > usable) {
        throw new ServiceError(422, 'WIZARD_WALLET_AMOUNT_INVALID', `At most ${usable} of your wallet money can pay for this membership.`);
      }
    }
    if (wallet + body.payments.from_gateway.amount !== amount) {
      throw new ServiceError(422, 'WIZARD_AMOUNT_MISMATCH', 'The amounts do not add up to the price of the membership. Reload the page and pay again.');
    }
    const priced: WizardOrderRow = {
      ...order,
      coupon_code: coupon.code,
      coupon_discount_minor: coupon.discountMinor,
      wallet_minor: wallet,
      gateway_minor: body.payments.from_gateway.amount,
      redirect_url: body.payments.redirect_url ?? null,
      idempotency_key: request.idempotencyKey ?? null,
    };
    await updateWizardOrder(
      tx,
      order.id,
      {
        coupon_code: priced.coupon_code,
        coupon_discount_minor: priced.coupon_discount_minor,
        wallet_minor: priced.wallet_minor,
        gateway_minor: priced.gateway_minor,
        redirect_url: priced.redirect_url,
        idempotency_key: priced.idempotency_key,
        payment_method_preselect: body.payments.payment_method_preselect ?? null,
      },
      now,
    );
    if (priced.gateway_minor === 0) {
      const paid = await applyPaidMembership(tx, priced, now);
      if (!paid.ok) throw paid.reason;
      return { reply: paidReply({ ...priced, status: 'paid' }, await currentMembership(tx, request.userId, now), now) };
    }
    const paying: WizardOrderRow = { ...priced, status: 'paying', provider: provider.name, gateway_attempts: order.gateway_attempts + 1 };
    await updateWizardOrder(tx, order.id, { status: 'paying', provider: provider.name, gateway_attempts: paying.gateway_attempts }, now);
    return { gateway: paying };
  });
  if ('reply' in step) return step.reply;
  return openGatewayOrder(database, provider, step.gateway, now);
}

/** The provider's page for the gateway part; the same subscription and attempt always get the same provider order. */
async function openGatewayOrder(database: TransactionalDatabase, provider: PaymentProvider, order: WizardOrderRow, now: Date): Promise<WizardPaymentReply> {
  let created;
  try {
    created = await provider.createOrder(
      {
        reference: `wizard-${order.id}:${order.gateway_attempts}`,
        kind: 'order',
        amount: order.gateway_minor,
        currencyCode: order.currency_code,
        description: `Wizard membership · ${order.plan === 'wizard_plus' ? 'Wizard Plus' : 'Wizard'} (${order.action})`,
        returnUrl: wizardRoutes.wizardPaymentReturn,
        cancelUrl: WIZARD_CANCEL_PATH,
      },
      now,
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw error.code === PROVIDER_UNAVAILABLE
        ? new ServiceError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment service is not answering: nothing was charged. Try again in a moment.')
        : new ServiceError(502, 'PAYMENT_PROVIDER_ERROR', `The payment provider refused the membership payment: ${error.code}`);
    }
    throw error;
  }
  await database.query(`UPDATE wizard_orders SET provider_order_id = $2 WHERE id = $1 AND provider_order_id IS DISTINCT FROM $2`, [order.id, created.orderId]);
  return {
    status: 'redirect',
    subscription: subscriptionReply(order, await currentMembership(database, order.user_id, now), now),
    wallet_used: order.wallet_minor,
    from_gateway: order.gateway_minor,
    redirect_url: created.redirectUrl,
    order_id: created.orderId,
  };
}

function paidReply(order: WizardOrderRow, current: Awaited<ReturnType<typeof currentMembership>>, now: Date): WizardPaymentReply {
  const term = current ? { startsAt: current.startsAt, endsAt: current.endsAt } : undefined;
  return {
    status: 'paid',
    subscription: subscriptionReply(order, current, now, term),
    wallet_used: order.wallet_minor,
    from_gateway: order.gateway_minor,
    redirect_url: order.redirect_url ?? WIZARD_PROFILE_PATH,
    order_id: order.provider_order_id,
  };
}
