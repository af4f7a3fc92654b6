import type { PaymentProvider } from '@stays/server-payments';

/** What the booking calls need to take money online. */
export interface BookingPayments {
  provider: PaymentProvider;
  /** How long an unpaid online booking holds its rooms. */
  holdMinutes: number;
}

export const DEFAULT_HOLD_MINUTES = 15;
