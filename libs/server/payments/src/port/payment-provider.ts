/** What a booking asks a payment provider for: money for a booking, or a zero-amount check that saves a card. */
export interface CreateOrderInput {
  /**
   * Our reference for this order. The provider treats it as an idempotency key: the same reference gives back the
   * same order, so two racing requests never open two orders for one payment.
   */
  reference: string;
  kind: 'order' | 'card_check';
  /** Minor units of `currencyCode`; 0 for a card check. */
  amount: number;
  currencyCode: string;
  description: string;
  /** Where the provider's page sends the guest after paying or failing (the web's payment-complete page). */
  returnUrl: string;
  /** Where it sends the guest who gives up. */
  cancelUrl: string;
}

export interface CreatedOrder {
  orderId: string;
  /** The provider's hosted payment page for this order. */
  redirectUrl: string;
}

/** created: the guest has not paid yet; pending: the guest's bank has not answered (it may never). */
type ProviderOrderStatus = 'created' | 'paid' | 'failed' | 'pending';

export interface SavedCardDetails {
  token: string;
  network: string;
  last4: string;
}

export interface ProviderOrder {
  orderId: string;
  status: ProviderOrderStatus;
  amount: number;
  currencyCode: string;
  /** The payment mode the guest chose (a key of brand-config's PAYMENT_MODE_TITLES), once known. */
  mode: string | null;
  refundedAmount: number;
  card: SavedCardDetails | null;
}

export interface ProviderRefund {
  refundId: string;
  amount: number;
}

/** A provider event announced to our webhook. The id is the provider's: a redelivery carries the same id. */
export interface PaymentEvent {
  id: string;
  type: 'payment.paid' | 'payment.failed' | 'card.verified' | 'card.failed';
  orderId: string;
  amount: number;
  currencyCode: string;
  mode: string | null;
  card: SavedCardDetails | null;
}

/** The port every payment provider adapter implements (accounts-commerce §3 Payment). */
export interface PaymentProvider {
  readonly name: string;
  createOrder(input: CreateOrderInput, now: Date): Promise<CreatedOrder>;
  /** The provider's word on an order, for a return page that arrives before (or without) the webhook. */
  captureStatus(orderId: string): Promise<ProviderOrder | null>;
  /** Gives back part or all of a paid order. The same reference refunds once. */
  refund(orderId: string, amount: number, reference: string): Promise<ProviderRefund>;
  /** The event of a webhook request whose signature is valid; null for a forged, altered or stale request. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): PaymentEvent | null;
}

/** A provider refused an operation (unknown order, refund above what was paid…). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
