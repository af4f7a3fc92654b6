import { getHotelDetails } from '@stays/server-catalogue';
import { extrasCharge, stayCharge } from '@stays/pricing';
import { formatRoomsConfigQuery, type RoomGuests } from '@stays/validation';
import type { BookingRow } from '../bookings/booking-row';
import { releaseRoomNights, takeRoomNights } from '../inventory/room-nights.repository';
import { holdsRooms } from '../holds/rooms-held';
import { ServiceError, type SqlClient } from '@stays/server-core';

export interface NewDatesPrice {
  available: boolean;
  /** The room category priced and taken. */
  roomCategoryId: number;
  /** What the guest pays for the new dates (stayCharge: tax on top where the country adds it). */
  total: number;
  /** The room price before tax on top (summed_final_price), and that tax. */
  price: number;
  tax: number;
  slasher: number | null;
  firstNight: number;
  nights: number;
  /** The old booking's meals and early check-in carried over, priced for the new stay (in total and tax; a meal the new room does not offer is dropped). */
  meals: string[];
  mealItems: { code: string; amount: number }[];
  mealsAmount: number;
  earlyCheckinAmount: number;
}

/** The stay a booking moves to: new dates, and optionally another room category of its property (an upgrade). */
export interface NewStay {
  checkin: string;
  checkout: string;
  roomCategoryId?: number | undefined;
  /** Other guests (and so possibly another room count); absent: the booked ones. */
  guestsConfig?: RoomGuests[] | undefined;
}

/**
 * Inside the caller's transaction: gives back the old booking's nights, prices the same rooms and guests for the new
 * dates (in the room category asked, of the same property) as the hotel page would, with the booking's meals and early
 * check-in priced as createBooking prices them, and takes the new nights (all or none). The caller commits (a date change) or rolls back (an estimate).
 */
export async function moveToNewDates(tx: SqlClient, old: BookingRow, dates: NewStay, now: Date): Promise<NewDatesPrice> {
  const roomCategoryId = dates.roomCategoryId ?? old.room_category_id;
  if (holdsRooms(old)) {
    const released = await releaseRoomNights(tx, { roomCategoryId: old.room_category_id, checkin: old.checkin, checkout: old.checkout, rooms: old.rooms });
    if (released !== old.nights_count) throw new Error(`booking ${old.invoice_no}: released ${released} of ${old.nights_count} nights`);
  }
  const details = await getHotelDetails(
    tx,
    old.property_id,
    {
      available_room_count: { checkin: dates.checkin, checkout: dates.checkout, min_count: 1 },
      rooms_config: formatRoomsConfigQuery(dates.guestsConfig ?? old.guests_config),
      selected_rcid: roomCategoryId,
    },
    now,
  );
  const category = details.room_categories_with_data.find((candidate) => candidate.id === roomCategoryId);
  if (!category) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `hotel ${old.property_id} has no room category ${roomCategoryId}`);
  const nights = category.pricing_info.prices.length;
  const taken = category.isSoldOut
    ? 0
    : await takeRoomNights(tx, { roomCategoryId, checkin: dates.checkin, checkout: dates.checkout, rooms: dates.guestsConfig?.length ?? old.rooms });
  const charge = stayCharge(category);
  const rooms = dates.guestsConfig?.length ?? old.rooms;
  const stay = { rooms, nights, countryId: details.country_id };
  const earlyCheckinPerRoom = old.early_checkin_amount > 0 ? (details.additional_charge_info.early_checkin?.charge_per_room ?? null) : null;
  const extras = extrasCharge(category.services, { meals: old.meals, earlyCheckinPerRoomMinor: earlyCheckinPerRoom }, stay);
  return {
    available: taken === nights && nights > 0,
    roomCategoryId,
    total: charge.totalMinor + extras.totalMinor,
    price: charge.priceMinor,
    tax: charge.taxOnTopMinor + extras.taxOnTopMinor,
    meals: extras.meals,
    mealItems: extras.meals.map((code) => ({
      code,
      amount: extrasCharge(category.services, { meals: [code], earlyCheckinPerRoomMinor: null }, stay).mealsMinor,
    })),
    mealsAmount: extras.mealsMinor,
    earlyCheckinAmount: extras.earlyCheckinMinor,
    slasher: category.summed_slasher_price,
    firstNight: category.pricing_info.prices[0]?.price ?? 0,
    nights,
  };
}
