import type { Booking } from '@stays/api-client';

/** What is left to pay on a booking. */
export function balanceOf(booking: Pick<Booking, 'final_amount' | 'get_amount_paid'>): number {
  return Math.max(booking.final_amount - booking.get_amount_paid, 0);
}
