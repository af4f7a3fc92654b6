import { bookingMessages, type MessageDescriptor } from './messages';

/** "If the room category list is empty the error 'room categories are empty' is stored" (guest-journey §4). */
export function hotelDetailsError(roomCategories: readonly unknown[] | null | undefined): MessageDescriptor | null {
  return roomCategories && roomCategories.length > 0 ? null : bookingMessages.roomCategoriesEmpty;
}

/** "A sold-out result triggers a similar-hotels lookup." */
export function needsSimilarHotels(hotel: { isSoldOut?: boolean | null }): boolean {
  return Boolean(hotel.isSoldOut);
}

export type CouponOutcome = { status: 'success' } | { status: 'failure'; couponChecked: false; serverMessage: string | null };

/**
 * "Coupon: validate, then success (an error field in the reply means failure) or failure (couponChecked false)";
 * "Coupon failure shows the server's error message" (guest-journey §4, §8).
 */
export function couponOutcome(reply: { error?: unknown } | null | undefined): CouponOutcome {
  if (reply && (reply.error === undefined || reply.error === null)) return { status: 'success' };
  const error = reply?.error;
  const serverMessage =
    typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : null;
  return { status: 'failure', couponChecked: false, serverMessage };
}

/** "Booking failure message defaults to 'something went wrong'" (guest-journey §8). */
export function bookingFailureMessage(serverMessage: string | null | undefined): string {
  return serverMessage?.trim() || bookingMessages.bookingFailed.defaultMessage;
}
