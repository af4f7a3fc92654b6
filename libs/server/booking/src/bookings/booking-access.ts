import { isLookupPhoneValid, validationMessages } from '@stays/validation';
import { bookingNotFound } from '../get-booking/get-booking.service';
import { isBookingTokenValid } from '../token/booking-token';
import { findBookingByInvoiceNo } from './bookings.repository';
import type { BookingRow } from './booking-row';
import { isGuestPhone } from './guest-phone';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** What proves a guest may act on a booking without signing in: its phone, or its link token. */
export interface BookingProof {
  user_phone?: string | undefined;
  token?: string | undefined;
}

/**
 * The booking `invoiceNo` if the proof matches it, locked when asked (inside a transaction). A wrong number, phone
 * or token all answer the same 404.
 */
export async function findProvenBooking(
  database: SqlClient,
  invoiceNo: string,
  proof: BookingProof,
  options: { forUpdate?: boolean } = {},
): Promise<BookingRow> {
  if (proof.token !== undefined) {
    if (!isBookingTokenValid(invoiceNo, proof.token)) throw bookingNotFound();
  } else if (proof.user_phone !== undefined) {
    if (!isLookupPhoneValid(proof.user_phone, undefined)) {
      throw new ServiceError(400, 'VALIDATION_ERROR', `user_phone: ${validationMessages.lookupPhoneInvalid.defaultMessage}`);
    }
  } else {
    throw new ServiceError(400, 'VALIDATION_ERROR', 'user_phone: user_phone or token is required');
  }
  const row = await findBookingByInvoiceNo(database, invoiceNo, options);
  if (!row || (proof.token === undefined && !isGuestPhone(proof.user_phone ?? '', row))) throw bookingNotFound();
  return row;
}
