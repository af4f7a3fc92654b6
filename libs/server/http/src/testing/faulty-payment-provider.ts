import type { CreateOrderInput, CreatedOrder, PaymentEvent, PaymentProvider, ProviderOrder, ProviderRefund } from '@stays/server-payments';

/** What a provider call does before (or instead of) answering: fail at once, answer late, or never answer. */
export type ProviderFault = { kind: 'throw'; message?: string } | { kind: 'slow'; ms: number } | { kind: 'hang' };

type FaultyCall = 'createOrder' | 'captureStatus' | 'refund';

/**
 * Test support: a payment provider adapter that passes every call to a real adapter (the sandbox) unless a fault is
 * set for it — the provider down (a network error), slow, or silent. It implements the port like any adapter.
 */
export class FaultyPaymentProvider implements PaymentProvider {
  readonly name: string;
  private readonly faults = new Map<FaultyCall, ProviderFault>();
  readonly calls: Record<FaultyCall, number> = { createOrder: 0, captureStatus: 0, refund: 0 };

  constructor(private readonly inner: PaymentProvider) {
    this.name = inner.name;
  }

  /** Sets the fault of one call until `heal()`. */
  fail(call: FaultyCall, fault: ProviderFault): void {
    this.faults.set(call, fault);
  }

  heal(): void {
    this.faults.clear();
  }

  async createOrder(input: CreateOrderInput, now: Date): Promise<CreatedOrder> {
    await this.before('createOrder');
    return this.inner.createOrder(input, now);
  }

  async captureStatus(orderId: string): Promise<ProviderOrder | null> {
    await this.before('captureStatus');
    return this.inner.captureStatus(orderId);
  }

  async refund(orderId: string, amount: number, reference: string): Promise<ProviderRefund> {
    await this.before('refund');
    return this.inner.refund(orderId, amount, reference);
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, now: Date): PaymentEvent | null {
    return this.inner.verifyWebhook(rawBody, headers, now);
  }

  private async before(call: FaultyCall): Promise<void> {
    this.calls[call] += 1;
    const fault = this.faults.get(call);
    if (!fault) return;
    if (fault.kind === 'throw') throw new Error(fault.message ?? `connect ECONNREFUSED (the provider's ${call})`);
    await new Promise<void>((resolve) => {
      if (fault.kind === 'slow') setTimeout(resolve, fault.ms);
    });
  }
}
