import type { SqlClient } from '@stays/server-catalogue';
import type { BookingRow, NewBooking } from './booking-row';

const COLUMNS: readonly (keyof NewBooking)[] = [
  'invoice_no',
  'property_id',
  'room_category_id',
  'checkin',
  'checkout',
  'nights_count',
  'rooms',
  'guests_config',
  'no_of_guest',
  'status_key',
  'state',
  'payment_status_id',
  'total_amount',
  'slasher_amount',
  'discount',
  'final_amount',
  'payable_amount',
  'amount_paid',
  'currency_code',
  'pay_at_hotel',
  'guest_name',
  'guest_email',
  'guest_phone',
  'guest_country_code',
  'source',
  'request_type',
];

/** Inserts a booking; null when its invoice_no is already taken (the caller draws another). */
export async function insertBooking(tx: SqlClient, booking: NewBooking, now: Date): Promise<number | null> {
  const values = COLUMNS.map((column) => (column === 'guests_config' ? JSON.stringify(booking[column]) : booking[column]));
  const placeholders = COLUMNS.map((column, index) => `$${index + 1}${column === 'guests_config' ? '::jsonb' : ''}`);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO bookings (${COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (${placeholders.join(', ')}, $${COLUMNS.length + 1}, $${COLUMNS.length + 1})
     ON CONFLICT (invoice_no) DO NOTHING RETURNING id`,
    [...values, now],
  );
  return rows[0]?.id ?? null;
}

/** The booking with this invoice_no, its hotel and room category; `forUpdate` locks the booking row. */
export async function findBookingByInvoiceNo(database: SqlClient, invoiceNo: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow | null> {
  const rows = await database.query<BookingRow>(
    `SELECT b.*, p.name AS hotel_name, p.property_type AS hotel_type, p.city_id, ci.name AS city_name, co.name AS country_name,
            p.latitude, p.longitude, p.no_foreign_guests, p.no_unmarried_couples, p.no_local_ids, p.no_postpaid,
            rc.name AS room_category_name
       FROM bookings b
       JOIN properties p ON p.id = b.property_id
       JOIN cities ci ON ci.id = p.city_id
       JOIN countries co ON co.id = p.country_id
       JOIN room_categories rc ON rc.id = b.room_category_id
      WHERE b.invoice_no = $1
      ${options.forUpdate ? 'FOR UPDATE OF b' : ''}`,
    [invoiceNo],
  );
  return rows[0] ?? null;
}

export async function markBookingCancelled(
  tx: SqlClient,
  bookingId: number,
  change: { statusKey: number; state: string; paymentStatusId: number; reason: number; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET status_key = $2, state = $3, payment_status_id = $4, cancellation_reason = $5, cancelled_at = $6, updated_at = $6
      WHERE id = $1`,
    [bookingId, change.statusKey, change.state, change.paymentStatusId, change.reason, change.now],
  );
}
