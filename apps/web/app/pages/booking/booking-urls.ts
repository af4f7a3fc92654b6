import type { Booking } from '@stays/api-client';

/** The booking's page opened by its token (guest-journey §2 /booking/{bookingId}?token=); `booked` shows the success state. */
export function bookingPagePath(booking: Pick<Booking, 'invoice_no' | 'token'>, options: { booked?: boolean; modal?: string } = {}): string {
  const query = new URLSearchParams({ token: booking.token });
  if (options.booked) query.set('booked', 'true');
  if (options.modal) query.set('modal', options.modal);
  return `/booking/${encodeURIComponent(booking.invoice_no)}?${query.toString()}`;
}

/** The general save-card (accounts-commerce §1): a signed-in guest's own cards, no booking. */
export const ACCOUNT_SAVE_CARD_PATH = '/booking/save-card';
