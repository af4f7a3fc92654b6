import { API_PREFIX } from '../routes';

/**
 * The booking calls of guest-journey §7 and accounts-commerce §7 that change or check an existing booking: the tabs of
 * "my bookings", the three modification calls, validateCouponDiscount, fraud detection and extra amount.
 */
export const bookingModificationRoutes = {
  bookingTabs: `${API_PREFIX}/bookings/tabs`,
  applicableTabs: `${API_PREFIX}/bookings/applicable_tabs`,
  modifyBooking: `${API_PREFIX}/bookings/:bookingId/modify`,
  updateBooking: `${API_PREFIX}/updateBooking/:invoiceNo`,
  bookingModification: `${API_PREFIX}/bookingmodification`,
  validateCouponDiscount: `${API_PREFIX}/validateCouponDiscount`,
  fraudDetection: `${API_PREFIX}/fraudDetection`,
  extraAmount: `${API_PREFIX}/extraAmount`,
} as const;

export function modifyBookingPath(bookingId: string): string {
  return bookingModificationRoutes.modifyBooking.replace(':bookingId', encodeURIComponent(bookingId));
}
