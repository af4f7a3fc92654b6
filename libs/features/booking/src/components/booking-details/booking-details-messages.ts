import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const detailsMessages = defineMessages<{
  bookedTitle: NoValues;
  bookedText: { email: string };
  cancelledTitle: NoValues;
  bookingId: NoValues;
  status: NoValues;
  statusConfirmed: NoValues;
  statusAwaitingPayment: NoValues;
  holdUntil: { time: string };
  statusCancelled: NoValues;
  statusCheckedIn: NoValues;
  statusCheckedOut: NoValues;
  statusSaved: NoValues;
  statusUnprocessed: NoValues;
  statusRequested: NoValues;
  stayHeading: NoValues;
  checkin: NoValues;
  checkinFrom: { date: string; time: string };
  checkoutBy: { date: string; time: string };
  checkout: NoValues;
  nights: { nights: number };
  rooms: { rooms: number; guests: number };
  room: NoValues;
  earlyCheckin: NoValues;
  guestHeading: NoValues;
  paymentHeading: NoValues;
  roomCharges: NoValues;
  discount: NoValues;
  prepaidDiscount: { percent: number };
  total: NoValues;
  paid: NoValues;
  toPayAtHotel: NoValues;
  toPay: NoValues;
  paymentStatus: NoValues;
  paymentPending: NoValues;
  paymentPartial: NoValues;
  paymentCompleted: NoValues;
  paymentCancelled: NoValues;
  payments: NoValues;
  share: NoValues;
  shareText: { hotel: string };
  linkCopied: NoValues;
  call: NoValues;
  cancel: NoValues;
  cancelledOn: { date: string };
  cancellationCharge: NoValues;
  refunded: NoValues;
  paymentLine: { mode: string; date: string };
}>({
  bookedTitle: { id: 'booking.details.bookedTitle', defaultMessage: 'Your booking is confirmed' },
  bookedText: { id: 'booking.details.bookedText', defaultMessage: 'We have sent the details to {email} and by SMS to your mobile number.' },
  cancelledTitle: { id: 'booking.details.cancelledTitle', defaultMessage: 'Your booking has been cancelled' },
  bookingId: { id: 'booking.details.bookingId', defaultMessage: 'Booking ID' },
  status: { id: 'booking.details.status', defaultMessage: 'Status' },
  statusConfirmed: { id: 'booking.details.status.confirmed', defaultMessage: 'Confirmed' },
  statusAwaitingPayment: { id: 'booking.details.status.awaitingPayment', defaultMessage: 'Awaiting payment' },
  holdUntil: { id: 'booking.details.holdUntil', defaultMessage: 'Your rooms are held until {time}. Pay before then to confirm the booking.' },
  statusCancelled: { id: 'booking.details.status.cancelled', defaultMessage: 'Cancelled' },
  statusCheckedIn: { id: 'booking.details.status.checkedIn', defaultMessage: 'Checked in' },
  statusCheckedOut: { id: 'booking.details.status.checkedOut', defaultMessage: 'Checked out' },
  statusSaved: { id: 'booking.details.status.saved', defaultMessage: 'Saved' },
  statusUnprocessed: { id: 'booking.details.status.unprocessed', defaultMessage: 'Being processed' },
  statusRequested: { id: 'booking.details.status.requested', defaultMessage: 'Awaiting payment' },
  stayHeading: { id: 'booking.details.stayHeading', defaultMessage: 'Your stay' },
  checkin: { id: 'booking.details.checkin', defaultMessage: 'Check-in' },
  checkinFrom: { id: 'booking.details.checkinFrom', defaultMessage: '{date}, from {time}' },
  checkoutBy: { id: 'booking.details.checkoutBy', defaultMessage: '{date}, by {time}' },
  checkout: { id: 'booking.details.checkout', defaultMessage: 'Check-out' },
  nights: { id: 'booking.details.nights', defaultMessage: '{nights, plural, one {# night} other {# nights}}' },
  rooms: {
    id: 'booking.details.rooms',
    defaultMessage: '{rooms, plural, one {# room} other {# rooms}} · {guests, plural, one {# guest} other {# guests}}',
  },
  room: { id: 'booking.details.room', defaultMessage: 'Room' },
  earlyCheckin: { id: 'booking.details.earlyCheckin', defaultMessage: 'Early check-in included' },
  guestHeading: { id: 'booking.details.guestHeading', defaultMessage: 'Guest' },
  paymentHeading: { id: 'booking.details.paymentHeading', defaultMessage: 'Payment' },
  roomCharges: { id: 'booking.details.roomCharges', defaultMessage: 'Room charges' },
  discount: { id: 'booking.details.discount', defaultMessage: 'Discount' },
  prepaidDiscount: { id: 'booking.details.prepaidDiscount', defaultMessage: 'Prepaid discount ({percent}%)' },
  total: { id: 'booking.details.total', defaultMessage: 'Total' },
  paid: { id: 'booking.details.paid', defaultMessage: 'Paid' },
  toPayAtHotel: { id: 'booking.details.toPayAtHotel', defaultMessage: 'To pay at the property' },
  toPay: { id: 'booking.details.toPay', defaultMessage: 'To pay' },
  paymentStatus: { id: 'booking.details.paymentStatus', defaultMessage: 'Payment status' },
  paymentPending: { id: 'booking.details.payment.pending', defaultMessage: 'Not paid yet' },
  paymentPartial: { id: 'booking.details.payment.partial', defaultMessage: 'Partly paid' },
  paymentCompleted: { id: 'booking.details.payment.completed', defaultMessage: 'Paid' },
  paymentCancelled: { id: 'booking.details.payment.cancelled', defaultMessage: 'Booking cancelled' },
  payments: { id: 'booking.details.payments', defaultMessage: 'Payments' },
  share: { id: 'booking.details.share', defaultMessage: 'Share booking' },
  shareText: { id: 'booking.details.shareText', defaultMessage: 'My booking at {hotel}' },
  linkCopied: { id: 'booking.details.linkCopied', defaultMessage: 'Link copied' },
  call: { id: 'booking.details.call', defaultMessage: 'Call the property' },
  cancel: { id: 'booking.details.cancel', defaultMessage: 'Cancel booking' },
  cancelledOn: { id: 'booking.details.cancelledOn', defaultMessage: 'Cancelled on {date}' },
  cancellationCharge: { id: 'booking.details.cancellationCharge', defaultMessage: 'Cancellation charge' },
  refunded: { id: 'booking.details.refunded', defaultMessage: 'Refunded' },
  paymentLine: { id: 'booking.details.paymentLine', defaultMessage: '{mode} · {date}' },
});

/** The booking's page in a holiday-home's words: a home is let whole. */
export const detailsHomeWords = defineMessages<{
  holdUntil: { time: string };
  rooms: { rooms: number; guests: number };
  room: NoValues;
  roomCharges: NoValues;
}>({
  holdUntil: { id: 'booking.details.holdUntil.homes', defaultMessage: 'Your home is held until {time}. Pay before then to confirm the booking.' },
  rooms: {
    id: 'booking.details.homes',
    defaultMessage: '{rooms, plural, one {# home} other {# homes}} · {guests, plural, one {# guest} other {# guests}}',
  },
  room: { id: 'booking.details.home', defaultMessage: 'Home' },
  roomCharges: { id: 'booking.details.homeCharges', defaultMessage: 'Rental' },
});
