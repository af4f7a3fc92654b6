import { CANCELLATION_REASONS as BOOKING_RULES_REASONS, freeCancellationDeadline, isFreeCancellationOpen } from '@stays/booking-rules';
import type { BookingRow } from '../bookings/booking-row';

/** Why a guest cancels (bookingCancellationReasons): @stays/booking-rules' list, as the API answers it (id and text). */
export const CANCELLATION_REASONS: readonly { id: number; text: string }[] = BOOKING_RULES_REASONS.map(({ id, text }) => ({ id, text }));

export interface CancellationTerms {
  charge: number;
  refund: number;
  freeUntil: Date | null;
}

/**
 * The hotel's cancellation policy for a booking at `now`: free until 09:00 on the check-in date in the property's
 * time zone (booking-rules' freeCancellationDeadline, the UK offer of accounts-commerce §9), after that the first
 * night of every room is charged. The charge is kept from what was paid; the rest is refunded.
 */
export function cancellationTerms(
  booking: Pick<BookingRow, 'checkin' | 'time_zone' | 'first_night_amount' | 'final_amount' | 'amount_paid' | 'refunded_amount'>,
  now: Date,
): CancellationTerms {
  const free = isFreeCancellationOpen(now, booking.checkin, booking.time_zone);
  const charge = free ? 0 : Math.min(booking.first_night_amount, booking.final_amount);
  const refundable = booking.amount_paid - booking.refunded_amount;
  return { charge, refund: Math.max(0, refundable - charge), freeUntil: free ? freeCancellationDeadline(booking.checkin, booking.time_zone) : null };
}
