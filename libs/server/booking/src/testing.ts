// Test support of @stays/server-booking: never imported by production code.
export { bookingBody } from './testing/booking-requests';
export { openSameDatabasePool } from './testing/same-database-pool';
