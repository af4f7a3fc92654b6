import { API_PREFIX } from '../routes';

/** Paths of the booking calls (guest-journey §7), shared by the server that mounts them and the client. */
export const bookingRoutes = {
  createBooking: `${API_PREFIX}/createBooking`,
  booking: `${API_PREFIX}/booking/:bookingId`,
  bookingCancellation: `${API_PREFIX}/bookingcancellation`,
  cancellationCharge: `${API_PREFIX}/bookingCancellationReasons/:bookingId/applicable_cancellation_charge`,
  estimateCharge: `${API_PREFIX}/estimateCharge/:bookingId/estimate_v2`,
  bookings: `${API_PREFIX}/bookings`,
  quotations: `${API_PREFIX}/quotations`,
  quotation: `${API_PREFIX}/quotations/:quotationId`,
} as const;

export function quotationPath(quotationId: string): string {
  return bookingRoutes.quotation.replace(':quotationId', encodeURIComponent(quotationId));
}

export function bookingPath(bookingId: string): string {
  return bookingRoutes.booking.replace(':bookingId', encodeURIComponent(bookingId));
}

export function cancellationChargePath(bookingId: string): string {
  return bookingRoutes.cancellationCharge.replace(':bookingId', encodeURIComponent(bookingId));
}

export function estimateChargePath(bookingId: string): string {
  return bookingRoutes.estimateCharge.replace(':bookingId', encodeURIComponent(bookingId));
}
