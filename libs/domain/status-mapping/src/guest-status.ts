import type { DisplayStatus } from './display-status';
import { PAYMENT_STATUS } from './payment-status';
import { STATUS_KEY } from './status-key';

/** What a guest is told a booking is, wherever it is shown (its page, My bookings). */
export type GuestBookingStatus = DisplayStatus | 'awaiting-payment';

export interface GuestStatusFacts {
  status_key: number;
  pay_at_hotel: boolean;
  get_payment_status_id: number;
  /** displayStatus of the booking (the server sends it as display_status). */
  display_status: DisplayStatus;
}

/**
 * An online booking whose payment has not come in: it holds its rooms (status hold) until the hold expires. The
 * display status calls a hold 'confirmed' (guest-journey §4); the guest is told the truth and offered the payment.
 */
export function isAwaitingPayment(booking: GuestStatusFacts): boolean {
  return (
    booking.status_key === STATUS_KEY.HOLD &&
    !booking.pay_at_hotel &&
    booking.get_payment_status_id === PAYMENT_STATUS.PENDING &&
    booking.display_status !== 'cancelled'
  );
}

/** The one status a guest sees for a booking: 'awaiting-payment' for a held unpaid online booking, else its display status. */
export function guestBookingStatus(booking: GuestStatusFacts): GuestBookingStatus {
  return isAwaitingPayment(booking) ? 'awaiting-payment' : booking.display_status;
}
