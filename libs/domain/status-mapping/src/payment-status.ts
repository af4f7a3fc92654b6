/** Payment status: pending 0, partial 1, completed 2; a cancelled booking is given 3 (guest-journey §3). */
export const PAYMENT_STATUS = {
  PENDING: 0,
  PARTIAL: 1,
  COMPLETED: 2,
  CANCELLED_BOOKING: 3,
} as const;

/** The payment status of a booking: the server's get_payment_status_id, or 3 when the booking is cancelled. */
export function paymentStatusOf(booking: { get_payment_status_id: number; isCancelled: boolean }): number {
  return booking.isCancelled ? PAYMENT_STATUS.CANCELLED_BOOKING : booking.get_payment_status_id;
}

/** Payment mode of a booking in tracking: partial, completed (prepaid), otherwise postpaid (guest-journey §4). */
export type TrackedPaymentMode = 'partial' | 'prepaid' | 'postpaid';

export function paymentModeForTracking(paymentStatus: number): TrackedPaymentMode {
  if (paymentStatus === PAYMENT_STATUS.PARTIAL) return 'partial';
  if (paymentStatus === PAYMENT_STATUS.COMPLETED) return 'prepaid';
  return 'postpaid';
}
