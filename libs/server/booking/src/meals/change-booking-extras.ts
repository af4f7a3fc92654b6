import { extrasCharge, extrasTaxOnTop } from '@stays/pricing';
import { getHotelDetails } from '@stays/server-catalogue';
import { PAYMENT_STATUS } from '@stays/status-mapping';
import { formatRoomsConfigQuery } from '@stays/validation';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import type { BookingRow } from '../bookings/booking-row';
import type { BookingPayments } from '../payments/booking-payments';
import { findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import { refundingTransaction, type DueRefund } from '../payments/refund-orders';
import { assertModifiable } from '../rebooking/modifiable';
import { cancelBookingMeals, findBookingMeals, insertBookingMeals } from './booking-meals.repository';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

/** What a guest asks of a booking's extras afterwards: the meals it should have now, and/or early check-in or not. */
export interface ExtrasChange {
  meals?: readonly string[] | undefined;
  earlyCheckin?: boolean | undefined;
}

/**
 * PUT bookings/{id}/modify with booking.services.meals and/or booking.additional_charge_info.early_checkin: the
 * booking's meals become the list sent (a new one Confirmed, a dropped one Cancelled, a kept one untouched at the
 * price it was booked at) and early check-in is added or removed, each priced as createBooking prices it (the
 * hotel's offer for the booking's room and stay, extrasCharge). In one locked transaction the booking's amounts move
 * by the difference with its tax: more to pay is due (a fully paid online booking becomes partly paid and can pay
 * the rest from its page), less than already paid online is refunded through the provider after the commit. A
 * repeat of the same change changes nothing.
 */
export async function changeBookingExtras(
  database: TransactionalDatabase,
  booking: { invoiceNo: string; proof: BookingProof },
  change: ExtrasChange,
  now: Date,
  payments: BookingPayments | undefined,
): Promise<void> {
  const refunds: DueRefund[] = [];
  await refundingTransaction(database, payments, refunds, now, async (tx) => {
    const row = await findProvenBooking(tx, booking.invoiceNo, booking.proof, { forUpdate: true });
    assertModifiable(row);
    const offer = await hotelOffer(tx, row, now);
    const wanted = change.meals ?? row.meals;
    const priced = extrasCharge(
      offer.services,
      { meals: wanted, earlyCheckinPerRoomMinor: null },
      { rooms: row.rooms, nights: row.nights_count, countryId: offer.countryId },
    );
    const [missing] = priced.missing;
    if (missing) throw new ServiceError(422, 'MEAL_NOT_OFFERED', `${row.room_category_name} does not offer ${missing}`);

    const items = await findBookingMeals(tx, row.id);
    const added = priced.meals.filter((meal) => !row.meals.includes(meal));
    const removed = row.meals.filter((meal) => !priced.meals.includes(meal));
    const addedItems = added.map((code) => ({
      code,
      amount: extrasCharge(
        offer.services,
        { meals: [code], earlyCheckinPerRoomMinor: null },
        { rooms: row.rooms, nights: row.nights_count, countryId: offer.countryId },
      ).mealsMinor,
    }));
    // A kept meal stays at what it was booked for; one booked before meals were itemised is priced as booked (its share).
    const keptMinor = priced.meals
      .filter((meal) => row.meals.includes(meal))
      .reduce((sum, meal) => sum + (items.find((item) => item.category_code === meal && item.status === 'Confirmed')?.amount ?? evenShare(row)), 0);
    const mealsMinor = keptMinor + addedItems.reduce((sum, item) => sum + item.amount, 0);

    const hadEarlyCheckin = row.early_checkin_amount > 0;
    const wantsEarlyCheckin = change.earlyCheckin ?? hadEarlyCheckin;
    if (wantsEarlyCheckin && !hadEarlyCheckin && !offer.earlyCheckinPerRoom)
      throw new ServiceError(422, 'EARLY_CHECKIN_NOT_OFFERED', `early check-in is not offered for ${row.room_category_name} on this stay`);
    const earlyCheckinMinor = !wantsEarlyCheckin ? 0 : hadEarlyCheckin ? row.early_checkin_amount : (offer.earlyCheckinPerRoom ?? 0) * row.rooms;

    const baseDelta = mealsMinor + earlyCheckinMinor - (row.meals_amount + row.early_checkin_amount);
    const taxDelta =
      extrasTaxOnTop(mealsMinor + earlyCheckinMinor, offer.countryId) - extrasTaxOnTop(row.meals_amount + row.early_checkin_amount, offer.countryId);
    const delta = baseDelta + taxDelta;
    if (added.length === 0 && removed.length === 0 && wantsEarlyCheckin === hadEarlyCheckin) return;

    const payable = row.payable_amount + delta;
    if (payable < 0) throw new ServiceError(409, 'EXTRAS_PAID_WITH_WALLET', 'wallet money paid for these extras: ask the property to remove them');
    const paid = row.amount_paid - row.refunded_amount;
    const overpaid = Math.max(0, paid - payable);
    const paymentStatus = row.pay_at_hotel
      ? row.payment_status_id
      : paid - overpaid >= payable
        ? PAYMENT_STATUS.COMPLETED
        : paid > 0
          ? PAYMENT_STATUS.PARTIAL
          : PAYMENT_STATUS.PENDING;
    await tx.query(
      `UPDATE bookings SET meals = $2::jsonb, meals_amount = $3, early_checkin_amount = $4, total_amount = total_amount + $5, tax_amount = tax_amount + $6,
              final_amount = final_amount + $7, payable_amount = payable_amount + $7, payment_status_id = $8, updated_at = $9 WHERE id = $1`,
      [row.id, JSON.stringify(priced.meals), mealsMinor, earlyCheckinMinor, baseDelta, taxDelta, delta, paymentStatus, now],
    );
    await cancelBookingMeals(tx, row.id, removed, now);
    await insertBookingMeals(tx, row.id, addedItems, row.no_of_guest, now);
    if (overpaid > 0) refunds.push(...(await refundsOf(tx, row.id, overpaid)));
  });
}

/** The hotel's offer for the booking's room and stay: its meals and early check-in, as the hotel page and createBooking see them. */
async function hotelOffer(tx: SqlClient, row: BookingRow, now: Date) {
  const details = await getHotelDetails(
    tx,
    row.property_id,
    {
      available_room_count: { checkin: row.checkin, checkout: row.checkout, min_count: 1 },
      rooms_config: formatRoomsConfigQuery(row.guests_config),
      selected_rcid: row.room_category_id,
    },
    now,
  );
  const category = details.room_categories_with_data.find((candidate) => candidate.id === row.room_category_id);
  if (!category) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `hotel ${row.property_id} has no room category ${row.room_category_id}`);
  return {
    services: category.services,
    earlyCheckinPerRoom: details.additional_charge_info.early_checkin?.charge_per_room ?? null,
    countryId: details.country_id,
  };
}

/** A meal's part of meals_amount for a booking whose meals were not itemised: an even share. */
function evenShare(row: BookingRow): number {
  return row.meals.length === 0 ? 0 : Math.round(row.meals_amount / row.meals.length);
}

/** The refunds that give back `amount` from the booking's paid orders, newest first. */
async function refundsOf(tx: SqlClient, bookingId: number, amount: number): Promise<DueRefund[]> {
  const refunds: DueRefund[] = [];
  let left = amount;
  for (const order of (await findPaymentOrdersOfBooking(tx, bookingId)).reverse()) {
    if (left <= 0) break;
    if (order.status !== 'paid' || order.purpose === 'save_card') continue;
    const part = Math.min(left, order.amount - order.refunded_amount);
    if (part > 0) refunds.push({ bookingId, orderId: order.id, providerOrderId: order.provider_order_id, amount: part, reason: 'overpayment' });
    left -= part;
  }
  return refunds;
}
