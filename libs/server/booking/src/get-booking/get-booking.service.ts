import type { Booking, BookingQuery } from '@stays/api-client';
import { bookingIdSchema, isLookupPhoneValid, messageById, validationMessages } from '@stays/validation';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { isGuestPhone } from '../bookings/guest-phone';
import { isBookingTokenValid, signBookingToken } from '../token/booking-token';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * GET booking/:bookingId without signing in (guest-journey §6): with the guest's phone (phone or mobileNumber) or
 * with the booking's token. A wrong id, phone or token all answer the same 404, so a guesser learns nothing.
 */
export async function getBooking(database: SqlClient, bookingId: string, query: BookingQuery): Promise<Booking> {
  const id = bookingIdSchema.safeParse(bookingId);
  if (!id.success) throw validationError('bookingId', id.error.issues[0]?.message);
  const phone = query.phone ?? query.mobileNumber;

  if (query.token !== undefined) {
    if (!isBookingTokenValid(bookingId, query.token)) throw bookingNotFound();
    const row = await findBookingByInvoiceNo(database, bookingId);
    if (!row) throw bookingNotFound();
    return loadBookingReply(database, row, query.token);
  }
  if (phone === undefined) throw new ServiceError(400, 'VALIDATION_ERROR', 'phone: phone, mobileNumber or token is required');
  if (!isLookupPhoneValid(phone, query.country_code))
    throw validationError(query.phone === undefined ? 'mobileNumber' : 'phone', validationMessages.lookupPhoneInvalid.id);
  const row = await findBookingByInvoiceNo(database, bookingId);
  if (!row || !isGuestPhone(phone, row)) throw bookingNotFound();
  return loadBookingReply(database, row, signBookingToken(row.invoice_no));
}

export function bookingNotFound(): ServiceError {
  return new ServiceError(404, 'BOOKING_NOT_FOUND', 'no booking matches this booking id and phone or token');
}

function validationError(field: string, messageId: string | undefined): ServiceError {
  const text = messageId ? (messageById(messageId)?.defaultMessage ?? messageId) : 'invalid';
  return new ServiceError(400, 'VALIDATION_ERROR', `${field}: ${text}`);
}
