import { mergeBills, type Bill } from './booking-payment';

/** What a stored booking carries that decides its price lines (getBooking's reply). */
export interface BookedPrice {
  total_amount: number;
  /** The room's undiscounted price for the stay, or null without an offer. */
  slasher_amount: number | null;
  /** Coupon and member discounts together. */
  discount: number;
  bills_hash: readonly Bill[] | null;
}

export interface BookedPriceLines {
  /** The room before any discount: the slasher price when the stay was booked at an offer, else the room bill. */
  roomMinor: number;
  /** Every discount the guest had: the offer's (slasher price less the price) and the coupon and member discounts. */
  discountMinor: number;
}

/**
 * The room and discount lines of a confirmation, so they add up as the booking summary's did: room price (before the
 * offer) − discount + extras + taxes = final_amount. The room line is the room bill (total_amount without the extras).
 */
export function bookedPriceLines(booking: BookedPrice): BookedPriceLines {
  const roomBill = mergeBills(booking.bills_hash).find((bill) => bill.bill_type === 'room')?.amount ?? booking.total_amount;
  const offerMinor = booking.slasher_amount !== null && booking.slasher_amount > roomBill ? booking.slasher_amount - roomBill : 0;
  return { roomMinor: roomBill + offerMinor, discountMinor: offerMinor + booking.discount };
}
