import type { CancellationPolicy, HotelDetails, RoomCategory } from '@stays/api-client';
import { payAtHotelRefusal, type PayAtHotelRefusal } from '@stays/booking-rules';
import { displayedPrice, stayCharge, type DisplayedPrice } from '@stays/pricing';

/** What the booking form needs of the hotel page's details: the stay, the bookable categories and the restrictions. */
export interface BookableStay {
  hotelId: number;
  hotelName: string;
  currency: string;
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  guests: number;
  /** The hotel page's rooms_config query (room count, then adults, infants, children, pets per room). */
  roomsConfig?: string;
  /** The coupon the hotel page applied (its `coupon` query), checked again for the room chosen in the form. */
  couponCode?: string;
  /** The deal the page priced the stay with (hotel details' deals_info): the booking and the coupon are priced with it too. */
  dealId?: number;
  /** The quotation the page priced the stay with (hotel details' quotation_info): it prices its own room category only. */
  quotation?: { id: string; roomCategoryId: number };
  noPostpaid: boolean;
  /** The hotel's country (its tax on the extras, as createBooking charges it). */
  countryId: number;
  /** Early check-in as the hotel offers it for this stay (additional_charge_info.early_checkin), or null. */
  earlyCheckin: { fromTime: string; chargePerRoom: number } | null;
  /** The stay's cancellation steps (hotel details' cancellation_policies), shown before the guest books. */
  cancellationPolicies: readonly CancellationPolicy[];
  categories: RoomCategory[];
  selectedCategoryId: number | null;
}

export function bookableStay(hotel: HotelDetails, roomsConfig?: string | null, couponCode?: string | null): BookableStay {
  return {
    hotelId: hotel.id,
    hotelName: hotel.name,
    currency: hotel.currency_code,
    checkin: hotel.stay.checkin,
    checkout: hotel.stay.checkout,
    nights: hotel.stay.nights,
    rooms: hotel.stay.rooms,
    guests: hotel.stay.guests,
    ...(roomsConfig ? { roomsConfig } : {}),
    ...(couponCode?.trim() ? { couponCode: couponCode.trim() } : {}),
    ...(hotel.deals_info ? { dealId: hotel.deals_info.id } : {}),
    ...(hotel.quotation_info ? { quotation: { id: hotel.quotation_info.quotation_id, roomCategoryId: hotel.quotation_info.room_category_id } } : {}),
    noPostpaid: hotel.restrictions.no_postpaid,
    countryId: hotel.country_id,
    earlyCheckin: hotel.additional_charge_info.early_checkin
      ? { fromTime: hotel.additional_charge_info.early_checkin.from_time, chargePerRoom: hotel.additional_charge_info.early_checkin.charge_per_room }
      : null,
    cancellationPolicies: hotel.cancellation_policies,
    categories: hotel.room_categories_with_data,
    selectedCategoryId: hotel.selected_category_id,
  };
}

/** quotation_id for a call about `categoryId`: only the quoted room carries the quotation's price. */
export function quotationFor(stay: BookableStay, categoryId: number | null): { quotation_id?: string } {
  return stay.quotation && stay.quotation.roomCategoryId === categoryId ? { quotation_id: stay.quotation.id } : {};
}

/** The categories a guest can book for this stay. */
export function bookableCategories(stay: BookableStay): RoomCategory[] {
  return stay.categories.filter((category) => !category.isSoldOut);
}

/** The category the form starts with: the one the page selected when it can be booked, else the first bookable. */
export function initialCategoryId(stay: BookableStay): number | null {
  const bookable = bookableCategories(stay);
  return bookable.find((category) => category.id === stay.selectedCategoryId)?.id ?? bookable[0]?.id ?? null;
}

export interface PriceBreakdown extends DisplayedPrice {
  /** The price before the discount, when there is one. */
  slasherMinor: number | null;
  discountMinor: number;
  /** The coupon's discount (0 without one). */
  couponMinor: number;
}

/**
 * The price lines of the booking form, from the same priced category the page shows and the same rule the booking
 * charges (stayCharge of @stays/pricing): the coupon off the price, the tax on top where the country adds it.
 */
export function priceBreakdown(category: RoomCategory, couponDiscountMinor: number, currency: string): PriceBreakdown {
  const shown = displayedPrice(category.tax_info, category.tax_clusivity);
  const charge = stayCharge(category, couponDiscountMinor, currency);
  const slasher = category.summed_slasher_price;
  const discount = slasher !== null && slasher > category.summed_final_price ? slasher - category.summed_final_price : 0;
  return {
    shownMinor: shown.shownMinor,
    taxLineMinor: charge.taxOnTopMinor,
    totalMinor: charge.totalMinor,
    slasherMinor: discount > 0 ? slasher : null,
    discountMinor: discount,
    couponMinor: charge.couponMinor,
  };
}

/** Why paying at the property is not offered for this stay, or null (@stays/booking-rules). */
export function payAtHotelRefusalFor(stay: BookableStay): PayAtHotelRefusal | null {
  return payAtHotelRefusal({ rooms: stay.rooms, noPostpaid: stay.noPostpaid });
}
