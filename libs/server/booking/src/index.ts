export { createBooking } from './create-booking/create-booking.service';
export { getBooking } from './get-booking/get-booking.service';
export { cancelBooking } from './cancel-booking/cancel-booking.service';
export { cancellationCharge } from './cancellation/cancellation-charge.service';
export { estimateDateChange } from './rebooking/estimate-charge.service';
export { findOutboxMessages } from './outbox/outbox.repository';
export { DEFAULT_HOLD_MINUTES, type BookingPayments } from './payments/booking-payments';
export { receivePaymentWebhook } from './payments/receive-webhook.service';
export { bookingPaid } from './payments/booking-paid.service';
export { createTransaction } from './payments/create-transaction.service';
export { expireUnpaidHolds } from './holds/expire-holds';
export { payPendingRefunds } from './payments/refund-orders';
export { UNPAID_HOLD_LIMITS } from './holds/unpaid-hold-limits';
export { finishSaveCard, removeCard, startSaveCard } from './save-card/save-card.service';
export { accountCardCheckOwner, finishAccountSaveCard, listAccountCards, startAccountSaveCard } from './save-card/account-save-card.service';
export { listUserBookings } from './my-bookings/list-user-bookings.service';
/** Test support for the API's integration tests. */
