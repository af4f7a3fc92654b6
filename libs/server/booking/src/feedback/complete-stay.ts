import { STATUS_KEY } from '@stays/status-mapping';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { bookingNotFound } from '../get-booking/get-booking.service';

/**
 * DEV_TOOLS only: the property checks the guest out of a confirmed booking, as its own system would (no call of ours
 * does), so the demo and the journeys reach a completed stay to rate. A cancelled, unpaid or completed one is refused.
 */
export async function completeStay(database: SqlClient, invoiceNo: string): Promise<{ invoice_no: string; state: 'completed' }> {
  const [done] = await database.query<{ invoice_no: string }>(
    `UPDATE bookings SET status_key = $2, state = 'completed' WHERE invoice_no = $1 AND state = 'confirmed' RETURNING invoice_no`,
    [invoiceNo, STATUS_KEY.CHECKED_OUT],
  );
  if (done) return { invoice_no: done.invoice_no, state: 'completed' };
  const [found] = await database.query<{ state: string }>('SELECT state FROM bookings WHERE invoice_no = $1', [invoiceNo]);
  if (!found) throw bookingNotFound();
  throw new ServiceError(409, 'STAY_NOT_CONFIRMED', 'Only a confirmed booking can be checked out.');
}
