import type { BookingRow, NewBooking } from './booking-row';
import type { SqlClient } from '@stays/server-core';

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
  'tax_amount',
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
  'devise_role',
  'request_type',
  'user_id',
  'hold_expires_at',
  'client_key',
  'minimum_prepay_amount',
  'coupon_code',
  'coupon_discount',
  'wizard_discount',
  'wallet_amount',
  'first_night_amount',
  'replaces_booking_id',
  'deal_id',
  'quotation_id',
  'meals',
  'meals_amount',
  'early_checkin_amount',
  'sub_source',
  'utm_source',
];

const JSON_COLUMNS: ReadonlySet<keyof NewBooking> = new Set(['guests_config', 'meals']);

/** Inserts a booking; null when its invoice_no is already taken (the caller draws another). */
export async function insertBooking(tx: SqlClient, booking: NewBooking, now: Date): Promise<number | null> {
  const values = COLUMNS.map((column) => (JSON_COLUMNS.has(column) ? JSON.stringify(booking[column]) : booking[column]));
  const placeholders = COLUMNS.map((column, index) => `$${index + 1}${JSON_COLUMNS.has(column) ? '::jsonb' : ''}`);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO bookings (${COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (${placeholders.join(', ')}, $${COLUMNS.length + 1}, $${COLUMNS.length + 1})
     ON CONFLICT (invoice_no) DO NOTHING RETURNING id`,
    [...values, now],
  );
  return rows[0]?.id ?? null;
}

const BOOKING_SELECT = `SELECT b.*, p.name AS hotel_name, p.address AS hotel_address, p.phone AS hotel_phone, p.property_type AS hotel_type, p.city_id, ci.name AS city_name, co.name AS country_name,
            p.checkin_time AS hotel_checkin_time, p.checkout_time AS hotel_checkout_time, p.latitude, p.longitude, p.no_foreign_guests, p.no_unmarried_couples, p.no_local_ids, p.no_postpaid,
            rc.name AS room_category_name, co.time_zone, p.brand_id, old.invoice_no AS replaces_invoice_no
       FROM bookings b
       JOIN properties p ON p.id = b.property_id
       JOIN cities ci ON ci.id = p.city_id
       JOIN countries co ON co.id = p.country_id
       JOIN room_categories rc ON rc.id = b.room_category_id
       LEFT JOIN bookings old ON old.id = b.replaces_booking_id`;

/** The booking with this invoice_no, its hotel and room category; `forUpdate` locks the booking row. */
export async function findBookingByInvoiceNo(database: SqlClient, invoiceNo: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow | null> {
  const rows = await database.query<BookingRow>(`${BOOKING_SELECT} WHERE b.invoice_no = $1 ${options.forUpdate ? 'FOR UPDATE OF b' : ''}`, [invoiceNo]);
  return rows[0] ?? null;
}

export async function findBookingById(database: SqlClient, bookingId: number, options: { forUpdate?: boolean } = {}): Promise<BookingRow | null> {
  const rows = await database.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1 ${options.forUpdate ? 'FOR UPDATE OF b' : ''}`, [bookingId]);
  return rows[0] ?? null;
}

/**
 * A signed-in guest's bookings matching a list filter's status codes (all when both key lists are empty), closest
 * check-in first from `today`.
 */
export async function findBookingsOfUser(
  database: SqlClient,
  userId: number,
  filter: { statusKeys: readonly number[]; homeStatusKeys: readonly number[]; subSource?: string | undefined; today: string; offset: number; count: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const filtered = filter.statusKeys.length > 0 || filter.homeStatusKeys.length > 0;
  const statusFilter = filtered
    ? `AND (b.status_key = ANY($2::int[]) OR (p.property_type = 'home' AND b.status_key = ANY($3::int[])))`
    : 'AND $2::int[] IS NOT NULL AND $3::int[] IS NOT NULL';
  // filters[sub_source]: only the bookings made through that channel (stored upper-case, as createBooking keeps it).
  const subSourceFilter = 'AND ($4::text IS NULL OR b.sub_source = $4::text)';
  const rows = await database.query<BookingRow>(
    `${BOOKING_SELECT} WHERE b.user_id = $1 ${statusFilter} ${subSourceFilter}
      ORDER BY abs(b.checkin - $5::date), b.checkin, b.id LIMIT $6 OFFSET $7`,
    [userId, filter.statusKeys, filter.homeStatusKeys, filter.subSource ?? null, filter.today, filter.count, filter.offset],
  );
  const [count] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bookings b JOIN properties p ON p.id = b.property_id WHERE b.user_id = $1 ${statusFilter} ${subSourceFilter}`,
    [userId, filter.statusKeys, filter.homeStatusKeys, filter.subSource ?? null],
  );
  return { rows, total: count?.n ?? 0 };
}

/** Columns a booking's lifecycle changes after it is made. */
export interface BookingChange {
  status_key?: number;
  state?: string;
  payment_status_id?: number;
  amount_paid?: number;
  hold_expires_at?: Date | null;
  cancellation_reason?: number | null;
  cancelled_at?: Date | null;
  cancellation_charge?: number | null;
  refunded_amount?: number;
  payable_amount?: number;
  pay_at_hotel?: boolean;
  minimum_prepay_amount?: number;
}

export async function updateBooking(tx: SqlClient, bookingId: number, change: BookingChange, now: Date): Promise<void> {
  const entries = Object.entries(change);
  const assignments = entries.map(([column], index) => `${column} = $${index + 3}`);
  await tx.query(`UPDATE bookings SET ${[...assignments, 'updated_at = $2'].join(', ')} WHERE id = $1`, [bookingId, now, ...entries.map(([, value]) => value)]);
}

export async function findBookingIdsToExpire(tx: SqlClient, holdStatusKey: number, now: Date, limit: number, failedHoldBefore: Date): Promise<string[]> {
  const rows = await tx.query<{ invoice_no: string }>(
    `SELECT invoice_no FROM bookings
      WHERE status_key = $1 AND state <> 'cancelled'
        AND (hold_expires_at <= $2 OR (hold_expires_at IS NULL AND updated_at <= $4))
      ORDER BY id LIMIT $3`,
    [holdStatusKey, now, limit, failedHoldBefore],
  );
  return rows.map((row) => row.invoice_no);
}
