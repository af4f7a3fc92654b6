import { signBookingToken } from '../token/booking-token';

/** The guest's link to a booking, opened without the phone (route /booking/{bookingId}?token= of guest-journey §2). */
export function bookingLink(invoiceNo: string, token: string = signBookingToken(invoiceNo)): string {
  return `/booking/${encodeURIComponent(invoiceNo)}?token=${encodeURIComponent(token)}`;
}
