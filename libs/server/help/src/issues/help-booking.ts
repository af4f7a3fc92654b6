import type { CurrencyCode } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** What the help page needs to know of a booking. */
export interface HelpBooking {
  id: number;
  invoice_no: string;
  status_key: number;
  state: string;
  checkin: string;
  checkout: string;
  hotel_name: string;
  currency_code: CurrencyCode;
}

/**
 * One of the guest's own bookings by its number. Someone else's booking is answered exactly as one that does not
 * exist (404), so the help page never tells whether a booking number is in use.
 */
export async function findOwnBooking(database: SqlClient, userId: number, invoiceNo: string): Promise<HelpBooking> {
  const [booking] = await database.query<HelpBooking>(
    `SELECT b.id, b.invoice_no, b.status_key, b.state, to_char(b.checkin, 'YYYY-MM-DD') AS checkin, to_char(b.checkout, 'YYYY-MM-DD') AS checkout,
            p.name AS hotel_name, b.currency_code
       FROM bookings b JOIN properties p ON p.id = b.property_id
      WHERE b.invoice_no = $1 AND b.user_id = $2`,
    [invoiceNo, userId],
  );
  if (!booking) throw new ServiceError(404, 'BOOKING_NOT_FOUND', 'We could not find that booking among yours.');
  return booking;
}
