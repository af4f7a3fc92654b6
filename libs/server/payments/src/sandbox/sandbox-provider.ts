import { createHash, randomBytes } from 'node:crypto';
import {
  PaymentProviderError,
  type CreateOrderInput,
  type CreatedOrder,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
} from '../port/payment-provider';
import { SIGNATURE_HEADER, isWebhookSignatureValid, signWebhook } from '../webhook/webhook-signature';
import { addSandboxRefund, findSandboxOrder, findWebhookUrl, insertSandboxOrder, settleSandboxOrder, type SandboxOrderRow } from './sandbox-orders.repository';
import { sandboxOutcome, type SandboxOutcome, type SandboxPaymentForm } from './sandbox-outcome';
import type { SqlClient } from '@stays/server-core';

const SANDBOX_PROVIDER = 'sandbox';
const SANDBOX_PAGE_PATH = '/api/pwa/sandbox-pay';

/** Sends a signed webhook request; answers the HTTP status our endpoint gave. */
type WebhookDelivery = (url: string, rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxProviderOptions {
  /** The sandbox's own books (sandbox_payment_orders), shared by every API process like a real provider's. */
  database: SqlClient;
  /** Signs the webhooks; our endpoint verifies with the same secret. */
  webhookSecret: string;
  /** Our webhook endpoint, as the provider is configured with it. */
  webhookUrl: string;
  deliver: WebhookDelivery;
}

export type HostedPageResult =
  | { kind: 'redirect'; location: string; outcome: SandboxOutcome['kind'] }
  | { kind: 'invalid'; order: SandboxOrderRow; event: string; message: string }
  | { kind: 'not_found' };

/**
 * A local payment provider that behaves like a hosted-checkout provider: orders with a hosted payment page, the
 * guest pays or fails there, the outcome is announced to our webhook with an HMAC signature, refunds. Magic card
 * numbers and UPI ids (sandbox-outcome.ts) decline or never answer on demand.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(private readonly options: SandboxProviderOptions) {}

  async createOrder(input: CreateOrderInput, now: Date): Promise<CreatedOrder> {
    if (!Number.isInteger(input.amount) || input.amount < 0 || (input.kind === 'order' && input.amount === 0)) {
      throw new PaymentProviderError('INVALID_AMOUNT', `an order needs a positive amount in minor units, not ${input.amount}`);
    }
    const order = await insertSandboxOrder(
      this.options.database,
      {
        // The hosted page's address is the order id: random, never derived from the (guessable) reference.
        id: `sbx_order_${randomBytes(16).toString('hex')}`,
        reference: input.reference,
        amount: input.amount,
        currency_code: input.currencyCode,
        kind: input.kind,
        description: input.description,
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        webhook_url: this.options.webhookUrl,
      },
      now,
    );
    return { orderId: order.id, redirectUrl: `${SANDBOX_PAGE_PATH}/${encodeURIComponent(order.id)}` };
  }

  async captureStatus(orderId: string): Promise<ProviderOrder | null> {
    const order = await findSandboxOrder(this.options.database, orderId);
    return order ? providerOrder(order) : null;
  }

  /** The same reference refunds once: a caller retrying after a lost answer gets the same refund back. */
  async refund(orderId: string, amount: number, reference: string): Promise<ProviderRefund> {
    if (!Number.isInteger(amount) || amount <= 0) throw new PaymentProviderError('INVALID_AMOUNT', `a refund needs a positive amount, not ${amount}`);
    const refunded = await addSandboxRefund(this.options.database, orderId, amount, reference);
    if (refunded === 'refused') throw new PaymentProviderError('REFUND_REFUSED', `order ${orderId} is not paid or has less than ${amount} left to refund`);
    return { refundId: `sbx_refund_${createHash('sha256').update(reference).digest('hex').slice(0, 24)}`, amount };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): PaymentEvent | null {
    const header = headers[SIGNATURE_HEADER];
    if (!isWebhookSignatureValid(rawBody, Array.isArray(header) ? header[0] : header, this.options.webhookSecret, now)) return null;
    try {
      return JSON.parse(rawBody) as PaymentEvent;
    } catch {
      return null;
    }
  }

  /** The order the hosted page shows. */
  findOrder(orderId: string): Promise<SandboxOrderRow | null> {
    return findSandboxOrder(this.options.database, orderId);
  }

  /**
   * What the hosted page does when the guest submits it: the "bank" decides, the order is settled once, the webhook
   * is sent (not for a bank that never answers), and the guest goes back to the return address.
   */
  async submitHostedPage(orderId: string, form: SandboxPaymentForm, now: Date): Promise<HostedPageResult> {
    const order = await findSandboxOrder(this.options.database, orderId);
    if (!order) return { kind: 'not_found' };
    if (order.status !== 'created') return { kind: 'redirect', location: returnLocation(order, order.status), outcome: order.status };
    const outcome = sandboxOutcome(form, { cardsOnly: order.kind === 'card_check' });
    if (outcome.kind === 'invalid') return { kind: 'invalid', order, event: outcome.event, message: outcome.message };

    const card = outcome.kind === 'paid' && outcome.card ? { ...outcome.card, token: `sbx_card_${randomBytes(12).toString('hex')}` } : null;
    const settled = await settleSandboxOrder(this.options.database, orderId, { status: outcome.kind, mode: outcome.mode, card }, now);
    const current = settled ?? (await findSandboxOrder(this.options.database, orderId)) ?? order;
    if (settled && settled.status !== 'pending') await this.deliverEvent(settled, now);
    return { kind: 'redirect', location: returnLocation(current, current.status), outcome: outcome.kind };
  }

  /**
   * Sends the order's event to the webhook again, as a provider retrying a delivery does (same event id). Answers
   * the webhook's HTTP status, or null when the order has nothing to announce.
   */
  async redeliver(orderId: string, now: Date): Promise<number | null> {
    const order = await findSandboxOrder(this.options.database, orderId);
    if (!order || order.status === 'created' || order.status === 'pending') return null;
    return this.deliverEvent(order, now);
  }

  private async deliverEvent(order: SandboxOrderRow, now: Date): Promise<number | null> {
    const url = (await findWebhookUrl(this.options.database, order.id)) ?? this.options.webhookUrl;
    const event = eventOf(order);
    const rawBody = JSON.stringify(event);
    try {
      return await this.options.deliver(url, rawBody, {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(rawBody, this.options.webhookSecret, now),
      });
    } catch {
      // Like a real provider: a failed delivery is not the guest's problem; the return page asks captureStatus.
      return null;
    }
  }
}

function eventOf(order: SandboxOrderRow): PaymentEvent {
  const paid = order.status === 'paid';
  const type = order.kind === 'card_check' ? (paid ? 'card.verified' : 'card.failed') : paid ? 'payment.paid' : 'payment.failed';
  return {
    id: `evt_${order.id}_${order.status}`,
    type,
    orderId: order.id,
    amount: order.amount,
    currencyCode: order.currency_code,
    mode: order.mode,
    card: cardOf(order),
  };
}

function providerOrder(order: SandboxOrderRow): ProviderOrder {
  return {
    orderId: order.id,
    status: order.status,
    amount: order.amount,
    currencyCode: order.currency_code,
    mode: order.mode,
    refundedAmount: order.refunded_amount,
    card: cardOf(order),
  };
}

function cardOf(order: SandboxOrderRow): ProviderOrder['card'] {
  return order.card_token && order.card_network && order.card_last4 ? { token: order.card_token, network: order.card_network, last4: order.card_last4 } : null;
}

function returnLocation(order: SandboxOrderRow, status: string): string {
  const separator = order.return_url.includes('?') ? '&' : '?';
  return `${order.return_url}${separator}order_id=${encodeURIComponent(order.id)}&status=${encodeURIComponent(status)}`;
}
