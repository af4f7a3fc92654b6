import type { MessageDescriptor } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { PAYMENT_STATUS, guestBookingStatus, type GuestStatusFacts } from '@stays/status-mapping';
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
function displayStatusText(status: Booking['display_status']): MessageDescriptor {
  return STATUS_TEXT[status];
}

/** The guest's words for a payment status: pending 0, partial 1, completed 2, cancelled booking 3. */
export function paymentStatusText(statusId: number): MessageDescriptor {
  if (statusId === PAYMENT_STATUS.PARTIAL) return detailsMessages.paymentPartial;
  if (statusId === PAYMENT_STATUS.COMPLETED) return detailsMessages.paymentCompleted;
  if (statusId === PAYMENT_STATUS.CANCELLED_BOOKING) return detailsMessages.paymentCancelled;
  return detailsMessages.paymentPending;
}

/** The guest's words for the one status a booking shows (@stays/status-mapping's guestBookingStatus): its page and My bookings. */
export function bookingStatusText(booking: GuestStatusFacts): MessageDescriptor {
  const status = guestBookingStatus(booking);
  return status === 'awaiting-payment' ? detailsMessages.statusAwaitingPayment : displayStatusText(status);
}
