import type { PaymentOptions } from '@stays/api-client';
import { payAtHotelMaxRooms, payAtHotelRefusal } from '@stays/booking-rules';
import { PAYMENT_MODE_TITLES } from '@stays/brand-config';
import { minimumToPayMinor } from '@stays/pricing';
import { PAYMENT_STATUS } from '@stays/status-mapping';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { onlinePaymentModes } from '../bookings/booking-reply';
import { findBookingProperty } from '../create-booking/find-booking-property.repository';
import { isAwaitingFirstPayment } from '../holds/rooms-held';

export type PaymentOptionsRequest = { hotel_id: number; rooms: number; coupon_code?: string | undefined } | ({ booking_id: string } & BookingProof);

const modesOf = (discount: number | null) => onlinePaymentModes(discount).map((mode) => ({ mode, title: PAYMENT_MODE_TITLES[mode] }));

/**
 * How a stay at a hotel, or a booking, can be paid: at the property (unless it takes no postpaid stays or the rooms
 * are more than pay at hotel allows) and online with the provider's modes (a coupon's discount rules out ITZ Cash).
 */
export async function paymentOptions(database: SqlClient, request: PaymentOptionsRequest, onlineAvailable: boolean): Promise<PaymentOptions> {
  if ('hotel_id' in request) {
    const property = await findBookingProperty(database, request.hotel_id);
    if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${request.hotel_id} was not found`);
    const refusal = payAtHotelRefusal({ rooms: request.rooms, noPostpaid: property.no_postpaid });
    return {
      currency_code: property.currency_code as PaymentOptions['currency_code'],
      pay_at_hotel: { available: refusal === null, reason: refusal?.reason ?? null, max_rooms: maxRoomsOf(refusal) },
      online: { available: onlineAvailable, modes: onlineAvailable ? modesOf(request.coupon_code ? 1 : null) : [] },
      amount_due: null,
      minimum_prepay_amount: null,
    };
  }
  const booking = await findProvenBooking(database, request.booking_id, request);
  const property = await findBookingProperty(database, booking.property_id);
  const cancelled = booking.state === 'cancelled';
  const paid = booking.payment_status_id === PAYMENT_STATUS.COMPLETED;
  const refusal = payAtHotelRefusal({ rooms: booking.rooms, noPostpaid: property?.no_postpaid ?? false });
  // Pay at hotel is a choice while nothing is paid: a confirmed pay-at-hotel stay, or an online one still waiting.
  const stillChoosable = booking.pay_at_hotel || (isAwaitingFirstPayment(booking) && booking.amount_paid === 0);
  const reason = cancelled ? 'cancelled' : paid || !stillChoosable ? 'already_paid' : (refusal?.reason ?? null);
  const payable = !cancelled && !paid;
  return {
    currency_code: booking.currency_code as PaymentOptions['currency_code'],
    pay_at_hotel: { available: reason === null, reason, max_rooms: maxRoomsOf(refusal) },
    online: { available: onlineAvailable && payable, modes: onlineAvailable && payable ? modesOf(booking.discount) : [] },
    amount_due: Math.max(0, booking.payable_amount - booking.amount_paid),
    minimum_prepay_amount: payable
      ? isAwaitingFirstPayment(booking)
        ? booking.minimum_prepay_amount
        : minimumToPayMinor({ minimum_prepay_amount: booking.minimum_prepay_amount, get_amount_paid: booking.amount_paid })
      : 0,
  };
}

function maxRoomsOf(refusal: ReturnType<typeof payAtHotelRefusal>): number {
  return refusal?.reason === 'too_many_rooms' ? refusal.maxRooms : payAtHotelMaxRooms(false);
}
