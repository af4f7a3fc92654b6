import type { AdditionalChargeInfo, CreateBookingRequest, RoomCategory, RoomServiceCode } from '@stays/api-client';
import { extrasCharge } from '@stays/pricing';
import { ServiceError } from '@stays/server-core';

export interface BookingExtras {
  meals: RoomServiceCode[];
  /** The added meals, every room and night, on the same footing as the room's price (before tax where tax is added). */
  mealsMinor: number;
  /** Each meal and what it costs (booking_meals' Confirmed items). */
  mealItems: { code: string; amount: number }[];
  earlyCheckinMinor: number;
  /** Tax on the extras where the country adds it on top (as the room's own tax_info does); 0 where prices include it. */
  taxOnTopMinor: number;
}

/**
 * What createBooking's booking.services.meals and booking.additional_charge_info add to the stay (extrasCharge of
 * @stays/pricing, the rule the booking summary shows). Each meal must be one the room category offers (its services):
 * an included one costs nothing, a priced one its price per room per night. Early check-in must be offered by the
 * hotel details' additional_charge_info, at its charge per room. Coupons and the wizard discount stay on the room's
 * price; the extras carry the country's tax like the room.
 */
export function bookingExtras(
  booking: Pick<CreateBookingRequest['booking'], 'services' | 'additional_charge_info'>,
  category: Pick<RoomCategory, 'name' | 'services'>,
  chargeInfo: AdditionalChargeInfo,
  stay: { rooms: number; nights: number; countryId: number },
): BookingExtras {
  const earlyCheckin = booking.additional_charge_info?.early_checkin === true;
  if (earlyCheckin && !chargeInfo.early_checkin)
    throw new ServiceError(422, 'EARLY_CHECKIN_NOT_OFFERED', `early check-in is not offered for ${category.name} on this stay`);
  const charge = extrasCharge(
    category.services,
    { meals: booking.services?.meals ?? [], earlyCheckinPerRoomMinor: earlyCheckin ? (chargeInfo.early_checkin?.charge_per_room ?? 0) : null },
    stay,
  );
  const [missing] = charge.missing;
  if (missing) throw new ServiceError(422, 'MEAL_NOT_OFFERED', `${category.name} does not offer ${missing}: book it without booking.services.meals ${missing}`);
  return {
    meals: charge.meals as RoomServiceCode[],
    mealsMinor: charge.mealsMinor,
    mealItems: charge.meals.map((code) => ({
      code,
      amount: extrasCharge(category.services, { meals: [code], earlyCheckinPerRoomMinor: null }, stay).mealsMinor,
    })),
    earlyCheckinMinor: charge.earlyCheckinMinor,
    taxOnTopMinor: charge.taxOnTopMinor,
  };
}
