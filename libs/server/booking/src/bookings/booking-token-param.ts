import { isBookingTokenValid } from '../token/booking-token';

/** The bookingToken of /booking-paid?bookingToken=…: the booking number and its link token, so it names and proves. */
export function bookingTokenOf(invoiceNo: string, token: string): string {
  return `${invoiceNo}.${token}`;
}

/** The booking number a bookingToken proves, or null for a malformed or forged one. */
export function invoiceNoOfBookingToken(bookingToken: string): string | null {
  const dot = bookingToken.indexOf('.');
  if (dot <= 0) return null;
  const invoiceNo = bookingToken.slice(0, dot);
  return isBookingTokenValid(invoiceNo, bookingToken.slice(dot + 1)) ? invoiceNo : null;
}
