import { PAYMENT_STATUS, STATUS_KEY, type BookingState } from '@stays/status-mapping';
import { isPostpaidAllowed } from './booking-status-rules';
import { isPayAtHotelEnabled, payAtHotelMaxRooms } from './session-rules';

export interface BookingStatus {
  status_key: number;
  state: BookingState;
  get_payment_status_id: number;
}

export type BookingPaymentMode = 'pay_at_hotel' | 'online';

/**
 * The status a new booking starts in: pay at the property confirms it at once (payment pending, collected at the
 * hotel); an online booking is held (status_key hold, state requested) until its payment completes.
 */
export function initialBookingStatus(paymentMode: BookingPaymentMode): BookingStatus {
  if (paymentMode === 'online') return { status_key: STATUS_KEY.HOLD, state: 'requested', get_payment_status_id: PAYMENT_STATUS.PENDING };
  return { status_key: STATUS_KEY.CONFIRM, state: 'confirmed', get_payment_status_id: PAYMENT_STATUS.PENDING };
}

/** A cancelled booking: status_key cancelled, state cancelled, and payment status 3 ("a cancelled booking is given 3"). */
export function cancelledBookingStatus(): BookingStatus {
  return { status_key: STATUS_KEY.CANCELLED, state: 'cancelled', get_payment_status_id: PAYMENT_STATUS.CANCELLED_BOOKING };
}

export type PayAtHotelRefusal = { reason: 'no_postpaid' } | { reason: 'too_many_rooms'; maxRooms: number };

/**
 * Why a stay cannot be paid at the property, or null when it can: "Postpaid is disallowed when the hotel has a
 * no_postpaid restriction"; "Pay at hotel: maximum rooms default 3 (allowed 4); disabled above that" (guest-journey §4, §9).
 */
export function payAtHotelRefusal(context: { rooms: number; noPostpaid: boolean; allowsMoreRooms?: boolean }): PayAtHotelRefusal | null {
  if (!isPostpaidAllowed({ no_postpaid: context.noPostpaid })) return { reason: 'no_postpaid' };
  const allowsMoreRooms = context.allowsMoreRooms ?? false;
  if (!isPayAtHotelEnabled(context.rooms, allowsMoreRooms)) return { reason: 'too_many_rooms', maxRooms: payAtHotelMaxRooms(allowsMoreRooms) };
  return null;
}
