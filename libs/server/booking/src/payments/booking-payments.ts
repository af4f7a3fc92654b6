import type { PaymentProvider } from '@stays/server-payments';

/** What the booking calls need to take money online. */
export interface BookingPayments {
  provider: PaymentProvider;
  /** How long an unpaid online booking holds its rooms. */
  holdMinutes: number;
}

export const DEFAULT_HOLD_MINUTES = 15;
/** Part payment: the least an online booking takes up front, as a share of what it costs. */
export const PART_PAYMENT_MINIMUM_PERCENT = 25;
