import type { BookingsReply } from '@stays/api-client';
import { bookingListStatusMatch } from '@stays/status-mapping';
import { findBookingsOfUser } from '../bookings/bookings.repository';
import { loadBookingReply } from '../bookings/load-booking-reply';
import type { SqlClient } from '@stays/server-core';

const MY_BOOKINGS_BATCH = 20;

/**
 * GET bookings for the signed-in guest (/my-booking, /bookings/): filters[status] is the status codes of one list
 * filter (status-mapping's BOOKING_LIST_FILTERS; the holiday-home codes 19, 20, 21 match a home's bookings by their
 * lifecycle stage), filters[sub_source] the channel the booking was made through, batches of 20, the check-in closest to today first.
 */
export async function listUserBookings(
  database: SqlClient,
  userId: number,
  query: { statusCodes?: string | undefined; subSource?: string | undefined; offset?: number | undefined; count?: number | undefined },
  now: Date,
): Promise<BookingsReply> {
  const match = bookingListStatusMatch(query.statusCodes ? query.statusCodes.split(',').map(Number) : []);
  const offset = query.offset ?? 0;
  const count = query.count ?? MY_BOOKINGS_BATCH;
  const { rows, total } = await findBookingsOfUser(database, userId, {
    ...match,
    subSource: query.subSource,
    today: now.toISOString().slice(0, 10),
    offset,
    count,
  });
  return { bookings: await Promise.all(rows.map((row) => loadBookingReply(database, row))), total_count: total, offset, count };
}
