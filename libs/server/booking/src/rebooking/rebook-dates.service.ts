import type { CreateBookingReply } from '@stays/api-client';
import type { IdempotentBookingRequest } from '../create-booking/booking-request';
import { cancelledBookingStatus } from '@stays/booking-rules';
import { returnWalletMoney } from '@stays/server-wallet';
import { resolveStay } from '@stays/server-catalogue';
import { PAYMENT_STATUS, STATUS_KEY } from '@stays/status-mapping';
import { findProvenBooking } from '../bookings/booking-access';
import { findBookingByInvoiceNo, updateBooking } from '../bookings/bookings.repository';
import { bookingLink } from '../bookings/booking-link';
import { bookingReply } from '../bookings/booking-reply';
import type { BookingRow, NewBooking } from '../bookings/booking-row';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { idempotent, type IdempotentReply } from '../idempotency/idempotent';
import { insertWithFreshInvoiceNo } from '../invoice/insert-with-fresh-invoice-no';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import type { BookingPayments } from '../payments/booking-payments';
import { findPaymentOrdersOfBooking } from '../payments/payment-orders.repository';
import { refundingTransaction, type DueRefund } from '../payments/refund-orders';
import { startPayment } from '../payments/start-payment';
import { findBookingMeals, insertBookingMeals } from '../meals/booking-meals.repository';
import { signBookingToken } from '../token/booking-token';
import { assertModifiable } from './modifiable';
import { assertSameProperty } from './same-property';
import { moveToNewDates, type NewDatesPrice } from './price-new-dates';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';
import { countGuests, readRoomsConfigQuery, type RoomGuests } from '@stays/validation';

const REBOOKING_SCOPE = 'createBooking';
/** The cancellation reason the replaced booking is given ("Need to change the dates or guests"). */
const DATE_CHANGE_REASON = 4;

/**
 * createBooking with request_type REBOOKING and re_booking.requestType DATE_CHANGE (new dates, and optionally another
 * room category of the same property: an upgrade): in ONE transaction the old booking's nights are released, the new
 * nights taken (all or 409 ROOMS_UNAVAILABLE, which restores the old ones),
 * a new booking of type DATE_CHANGE made with the new price and the money already paid (its payments move with it),
 * and the old booking closed. A dearer stay paid online answers the provider's page for the difference; a cheaper
 * one refunds the difference through the provider.
 */
export async function rebookDates(
  database: TransactionalDatabase,
  request: IdempotentBookingRequest,
  now: Date,
  options: { payments?: BookingPayments | undefined; userId?: number | null | undefined },
): Promise<IdempotentReply<CreateBookingReply>> {
  const change = request.body.re_booking;
  if (!change) throw new ServiceError(400, 'VALIDATION_ERROR', 're_booking: a rebooking needs re_booking with old_invoice_no, checkin and checkout');
  resolveStay({ checkin: change.checkin, checkout: change.checkout }, null);
  const refunds: DueRefund[] = [];
  const reply = await refundingTransaction(database, options.payments, refunds, now, (tx) =>
    idempotent(tx, { scope: REBOOKING_SCOPE, key: request.idempotencyKey, caller: request.caller, body: request.body }, async () => {
      const proof = change.token !== undefined ? { token: change.token } : { user_phone: change.user_phone ?? request.body.user.phone };
      const old = await findProvenBooking(tx, change.old_invoice_no, proof, { forUpdate: true });
      assertModifiable(old);
      assertSameProperty(old, change.hotel_id);
      const guestsConfig = change.guests_config === undefined ? undefined : guestsOf(change.guests_config);
      const price = await moveToNewDates(
        tx,
        old,
        { checkin: change.checkin, checkout: change.checkout, roomCategoryId: change.room_category_id, guestsConfig },
        now,
      );
      if (!price.available) {
        throw new ServiceError(
          409,
          'ROOMS_UNAVAILABLE',
          `room category ${price.roomCategoryId} is not available for every night from ${change.checkin} to ${change.checkout}`,
        );
      }

      const carried = Math.min(old.amount_paid - old.refunded_amount, price.total);
      const invoiceNo = await insertReplacement(tx, old, { ...change, guestsConfig, price, carried, userId: options.userId ?? old.user_id }, now);
      const replacement = await findBookingByInvoiceNo(tx, invoiceNo);
      if (!replacement) throw new Error(`booking ${invoiceNo} vanished inside its own transaction`);
      await tx.query(`UPDATE payment_orders SET booking_id = $2, updated_at = $3 WHERE booking_id = $1 AND status = 'paid'`, [old.id, replacement.id, now]);
      const overpaid = old.amount_paid - old.refunded_amount - carried;
      // The refund is the old booking's: the new one only ever counts what it carried.
      if (overpaid > 0) refunds.push(...(await refundsFrom(tx, replacement, old.id, overpaid)));

      const closed = cancelledBookingStatus();
      await updateBooking(
        tx,
        old.id,
        {
          status_key: closed.status_key,
          state: closed.state,
          payment_status_id: closed.get_payment_status_id,
          cancellation_reason: DATE_CHANGE_REASON,
          cancelled_at: now,
          cancellation_charge: 0,
        },
        now,
      );
      // The new dates are priced afresh: the old booking's wallet money goes back to the wallet.
      await returnWalletMoney(tx, { bookingId: old.id, chargeMinor: 0, onlineHeldMinor: 0 }, now);
      await insertBookingMeals(tx, replacement.id, price.mealItems, replacement.no_of_guest, now);
      const token = signBookingToken(invoiceNo);
      if (change.inform_guest !== false)
        await enqueueMessages(tx, bookingNotifications('booking_modification', replacement, bookingLink(invoiceNo, token)), now);
      return {
        status: 201,
        body: { ...bookingReply(replacement, token, { orders: [], cards: [], meals: await findBookingMeals(tx, replacement.id) }), redirectUrl: null },
      };
    }),
  );
  const row = await findBookingByInvoiceNo(database, reply.body.invoice_no);
  if (!row) return reply;
  const due = row.payable_amount - row.amount_paid;
  const redirectUrl =
    options.payments && !row.pay_at_hotel && due > 0 && row.state !== 'cancelled'
      ? (
          await startPayment(
            database,
            options.payments,
            row,
            { purpose: 'date_change', amount: due, returnUrl: request.body.return_url, cancelUrl: request.body.cancel_url },
            now,
          )
        ).redirectUrl
      : null;
  return { ...reply, body: { ...(await loadBookingReply(database, row)), redirectUrl } };
}

async function insertReplacement(
  tx: SqlClient,
  old: BookingRow,
  change: { checkin: string; checkout: string; guestsConfig: RoomGuests[] | undefined; price: NewDatesPrice; carried: number; userId: number | null },
  now: Date,
): Promise<string> {
  const booking: Omit<NewBooking, 'invoice_no'> = {
    property_id: old.property_id,
    room_category_id: change.price.roomCategoryId,
    checkin: change.checkin,
    checkout: change.checkout,
    nights_count: change.price.nights,
    rooms: change.guestsConfig?.length ?? old.rooms,
    guests_config: change.guestsConfig ?? old.guests_config,
    no_of_guest: change.guestsConfig ? countGuests(change.guestsConfig) : old.no_of_guest,
    status_key: STATUS_KEY.CONFIRM,
    state: 'confirmed',
    payment_status_id: change.carried >= change.price.total ? PAYMENT_STATUS.COMPLETED : change.carried > 0 ? PAYMENT_STATUS.PARTIAL : PAYMENT_STATUS.PENDING,
    total_amount: change.price.price + change.price.mealsAmount + change.price.earlyCheckinAmount,
    slasher_amount: change.price.slasher,
    discount: 0,
    tax_amount: change.price.tax,
    final_amount: change.price.total,
    payable_amount: change.price.total,
    amount_paid: change.carried,
    currency_code: old.currency_code,
    pay_at_hotel: old.pay_at_hotel,
    guest_name: old.guest_name,
    guest_email: old.guest_email,
    guest_phone: old.guest_phone,
    guest_country_code: old.guest_country_code,
    source: old.source,
    devise_role: old.devise_role,
    request_type: 'DATE_CHANGE',
    user_id: change.userId,
    hold_expires_at: null,
    client_key: old.client_key,
    minimum_prepay_amount: 0,
    coupon_code: null,
    coupon_discount: 0,
    wizard_discount: 0,
    wallet_amount: 0,
    first_night_amount: change.price.firstNight,
    replaces_booking_id: old.id,
    // The new dates are priced afresh, at today's prices: no deal or quotation priced them.
    deal_id: null,
    quotation_id: null,
    // The meals and early check-in go with the booking, priced for the new stay.
    meals: change.price.meals,
    meals_amount: change.price.mealsAmount,
    early_checkin_amount: change.price.earlyCheckinAmount,
    sub_source: old.sub_source,
    utm_source: old.utm_source,
  };
  return insertWithFreshInvoiceNo(tx, booking, old.brand_id, now);
}

async function refundsFrom(tx: SqlClient, booking: BookingRow, refundedBookingId: number, amount: number): Promise<DueRefund[]> {
  const refunds: DueRefund[] = [];
  let left = amount;
  for (const order of (await findPaymentOrdersOfBooking(tx, booking.id)).reverse()) {
    if (left <= 0) break;
    if (order.status !== 'paid' || order.purpose === 'save_card') continue;
    const part = Math.min(left, order.amount - order.refunded_amount);
    if (part > 0)
      refunds.push({ bookingId: refundedBookingId, orderId: order.id, providerOrderId: order.provider_order_id, amount: part, reason: 'date_change' });
    left -= part;
  }
  return refunds;
}

/** The guests a rebooking asks for (rooms_config form); a malformed one is the caller's 400. */
function guestsOf(roomsConfig: string): RoomGuests[] {
  const reading = readRoomsConfigQuery(roomsConfig);
  if (!reading.ok) throw new ServiceError(400, 'VALIDATION_ERROR', `guests_config: ${reading.message}`);
  return reading.rooms;
}
