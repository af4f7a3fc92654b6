import type { MessageDescriptor } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { PAYMENT_STATUS, STATUS_KEY } from '@stays/status-mapping';
import { detailsMessages } from './booking-details-messages';

const STATUS_TEXT: Record<Booking['display_status'], MessageDescriptor> = {
  confirmed: detailsMessages.statusConfirmed,
  cancelled: detailsMessages.statusCancelled,
  'checked-in': detailsMessages.statusCheckedIn,
  'checked-out': detailsMessages.statusCheckedOut,
  saved: detailsMessages.statusSaved,
  unprocessed: detailsMessages.statusUnprocessed,
  requested: detailsMessages.statusRequested,
};

/** The guest's words for the display status the server derived (@stays/status-mapping's order). */
export function displayStatusText(status: Booking['display_status']): MessageDescriptor {
  return STATUS_TEXT[status];
}

/** The guest's words for a payment status: pending 0, partial 1, completed 2, cancelled booking 3. */
export function paymentStatusText(statusId: number): MessageDescriptor {
  if (statusId === PAYMENT_STATUS.PARTIAL) return detailsMessages.paymentPartial;
  if (statusId === PAYMENT_STATUS.COMPLETED) return detailsMessages.paymentCompleted;
  if (statusId === PAYMENT_STATUS.CANCELLED_BOOKING) return detailsMessages.paymentCancelled;
  return detailsMessages.paymentPending;
}

/**
 * An online booking whose payment has not come in: it holds its rooms (status hold) until hold_expires_at. The server's
 * display status calls a hold 'confirmed' (guest-journey §4); the guest is told the truth and offered the payment.
 */
export function isAwaitingPayment(booking: Pick<Booking, 'status_key' | 'pay_at_hotel' | 'get_payment_status_id' | 'display_status'>): boolean {
  return booking.status_key === STATUS_KEY.HOLD && !booking.pay_at_hotel && booking.get_payment_status_id === PAYMENT_STATUS.PENDING && booking.display_status !== 'cancelled';
}

/** The status the booking page shows: 'Awaiting payment' for a held unpaid online booking, else the display status. */
export function bookingStatusText(booking: Pick<Booking, 'status_key' | 'pay_at_hotel' | 'get_payment_status_id' | 'display_status'>): MessageDescriptor {
  return isAwaitingPayment(booking) ? detailsMessages.statusAwaitingPayment : displayStatusText(booking.display_status);
}
