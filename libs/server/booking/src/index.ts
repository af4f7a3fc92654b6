export { createBooking, CREATE_BOOKING_SCOPE } from './create-booking/create-booking.service';
export { getBooking } from './get-booking/get-booking.service';
export { cancelBooking } from './cancel-booking/cancel-booking.service';
export { transactionalDatabase, type TransactionalDatabase } from './database/transactional-database';
export type { IdempotentReply } from './idempotency/idempotent';
export { bookingTokenSecret, isBookingTokenValid, signBookingToken } from './token/booking-token';
export { findOutboxMessages, type StoredOutboxMessage } from './outbox/outbox.repository';
/** Test support for the API's integration tests. */
export { bookingBody } from './testing/booking-requests';
export { openSameDatabasePool } from './testing/same-database-pool';
