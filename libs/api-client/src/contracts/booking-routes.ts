import { API_PREFIX } from '../routes';

/** Paths of the booking calls (guest-journey §7), shared by the server that mounts them and the client. */
export const bookingRoutes = {
  createBooking: `${API_PREFIX}/createBooking`,
  booking: `${API_PREFIX}/booking/:bookingId`,
  bookingCancellation: `${API_PREFIX}/bookingcancellation`,
} as const;

export function bookingPath(bookingId: string): string {
  return bookingRoutes.booking.replace(':bookingId', encodeURIComponent(bookingId));
}
