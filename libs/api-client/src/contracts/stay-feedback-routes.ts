import { API_PREFIX } from '../routes';

/** The feedback calls of accounts-commerce §7: a stay's rating and review (/user-ratings/{bookingId}), checkout feedback, snackbar taps. */
export const stayFeedbackRoutes = {
  userRating: `${API_PREFIX}/user-ratings/:bookingId`,
  checkoutFeedback: `${API_PREFIX}/checkoutFeedback`,
  postCheckoutFeedback: `${API_PREFIX}/postCheckoutFeedback`,
  feedback: `${API_PREFIX}/feedback`,
  /** DEV_TOOLS only: the property checks the guest out (the demo's and the journeys' way to a completed stay). */
  devCompleteStay: `${API_PREFIX}/dev/bookings/:bookingId/complete-stay`,
} as const;

export function userRatingPath(bookingId: string): string {
  return stayFeedbackRoutes.userRating.replace(':bookingId', encodeURIComponent(bookingId));
}
