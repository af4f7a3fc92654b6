import type { Booking, CreateBookingReply, CreateBookingRequest } from '@stays/api-client';
import { bookingMessages, bookingRequestType, initialBookingStatus, payAtHotelRefusal } from '@stays/booking-rules';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { assertGuestsFitRooms, dealUnavailable, getHotelDetails, quotationUnavailable, resolveStay } from '@stays/server-catalogue';
import { quoteCoupon, recordCouponRedemption } from '@stays/server-offers';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import { bookingLink } from '../bookings/booking-link';
import { bookingReply } from '../bookings/booking-reply';
import type { IdempotentBookingRequest } from './booking-request';
import type { NewBooking } from '../bookings/booking-row';
import { idempotent, type IdempotentReply } from '../idempotency/idempotent';
import { takeRoomNights } from '../inventory/room-nights.repository';
import { insertWithFreshInvoiceNo } from '../invoice/insert-with-fresh-invoice-no';
import { bookingNotifications } from '../outbox/booking-notifications';
import { enqueueMessages } from '../outbox/outbox.repository';
import { signBookingToken } from '../token/booking-token';
import type { BookingPayments } from '../payments/booking-payments';
import { startPayment } from '../payments/start-payment';
import { loadBookingReply } from '../bookings/load-booking-reply';
import { rebookDates } from '../rebooking/rebook-dates.service';
import { onlineAmounts } from './online-amounts';
import { closeReplacedBooking, findReplaceableBooking } from '../rebooking/close-replaced-booking';
import { refundingTransaction, type DueRefund } from '../payments/refund-orders';
import { findBookingProperty } from './find-booking-property.repository';
import { assertUnpaidHoldAllowed } from '../holds/unpaid-hold-limits';
import { guestContact, type GuestContact } from './guest-contact';
import { bookingExtras } from './booking-extras';
import { findBookingMeals, insertBookingMeals } from '../meals/booking-meals.repository';
import { assertWalletAllowed, assertWalletWithinTotal, memberAndWalletPrice } from './member-and-wallet';
import { spendWalletMoney } from '@stays/server-wallet';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

const CREATE_BOOKING_SCOPE = 'createBooking';

/**
 * POST createBooking: a pay-at-hotel booking of one room category for a stay, priced exactly as the hotel page
 * prices it. In one transaction it claims the Idempotency-Key, takes every night of every room, inserts the booking
 * and writes the confirmation e-mail and SMS to the outbox; any refusal rolls all of it back.
 */
export interface CreateBookingOptions {
  /** Online payment; without it only pay at the property is offered (422 ONLINE_PAYMENT_UNAVAILABLE). */
  payments?: BookingPayments | undefined;
  /** The signed-in guest, whose "my bookings" list gets the booking. */
  userId?: number | null | undefined;
  /** Multiplies an address's unpaid-hold limits (RATE_LIMIT_ADDRESS_FACTOR); 1 by default. */
  addressFactor?: number | undefined;
}

/**
 * POST createBooking. Pay at hotel confirms at once. Online payment holds the rooms (status hold, until
 * hold_expires_at) and answers the provider's page in `redirectUrl`; the payment confirms it. A repeat with the same
 * Idempotency-Key answers the first booking and its open payment, never a second booking or order. An online booking
 * past its client's unpaid-hold limits (UNPAID_HOLD_LIMITS) is refused before anything is taken.
 */
export async function createBooking(
  database: TransactionalDatabase,
  request: IdempotentBookingRequest,
  now: Date,
  options: CreateBookingOptions = {},
): Promise<IdempotentReply<CreateBookingReply>> {
  if (request.body.request_type === 'REBOOKING' || request.body.re_booking) return rebookDates(database, request, now, options);
  const reply = await bookOnce(database, request, now, options);
  const { payments } = options;
  if (request.body.booking.payment_mode !== 'online' || !payments || reply.status >= 300) return { ...reply, body: { ...reply.body, redirectUrl: null } };
  const row = await findBookingByInvoiceNo(database, reply.body.invoice_no);
  if (!row || row.state === 'cancelled') return { ...reply, body: { ...reply.body, redirectUrl: null } };
  const amount = request.body.payments?.from_payment_method?.amount ?? row.payable_amount;
  const payment = await startPayment(
    database,
    payments,
    row,
    { purpose: 'booking', amount, returnUrl: request.body.return_url, cancelUrl: request.body.cancel_url },
    now,
  );
  return { ...reply, body: { ...(await loadBookingReply(database, row)), redirectUrl: payment.redirectUrl } };
}

async function bookOnce(
  database: TransactionalDatabase,
  request: IdempotentBookingRequest,
  now: Date,
  options: CreateBookingOptions,
): Promise<IdempotentReply<Booking>> {
  const { booking } = request.body;
  assertRequestTypeMatches(request.body);
  const contact = guestContact(request.body.user);
  const online = booking.payment_mode === 'online';
  if (online && !options.payments) {
    throw new ServiceError(422, 'ONLINE_PAYMENT_UNAVAILABLE', 'online payment is not configured on this server: book with payment_mode pay_at_hotel');
  }
  if (booking.coupon_code !== undefined && !options.userId) {
    // "Coupon and wallet money apply only to logged-in users" (guest-journey §6).
    throw new ServiceError(422, 'COUPON_LOGIN_REQUIRED', 'Please sign in to use a coupon.');
  }
  const walletMinor = request.body.payments?.deduct_from_wallet ?? 0;
  assertWalletAllowed(walletMinor, options.userId);
  // Dates and rooms are checked before the transaction; the hotel details check them again with the hotel's time zone.
  const stay = resolveStay({ checkin: booking.checkin, checkout: booking.checkout, roomsConfig: booking.rooms_config }, null);

  const dueRefunds: DueRefund[] = [];
  const reply = await refundingTransaction(database, options.payments, dueRefunds, now, (tx) =>
    idempotent(tx, { scope: CREATE_BOOKING_SCOPE, key: request.idempotencyKey, caller: request.caller, body: request.body }, async () => {
      const details = await getHotelDetails(
        tx,
        booking.hotel_id,
        {
          available_room_count: { checkin: booking.checkin, checkout: booking.checkout, min_count: 1 },
          rooms_config: booking.rooms_config,
          selected_rcid: booking.room_category_id,
          ...(booking.deal_id !== undefined ? { deal_id: booking.deal_id } : {}),
          ...(booking.quotation_id !== undefined ? { quotation_id: booking.quotation_id } : {}),
        },
        now,
      );
      // The page showed the deal's price: without the deal any more, the charge would not be what the guest saw.
      if (booking.deal_id !== undefined && details.deals_info === null) throw dealUnavailable(booking.deal_id);
      // The same for a quotation: it must still price this stay, and the category booked must be the one quoted.
      if (booking.quotation_id !== undefined && details.quotation_info?.room_category_id !== booking.room_category_id) throw quotationUnavailable();
      const category = details.room_categories_with_data.find((candidate) => candidate.id === booking.room_category_id);
      if (!category) throw new ServiceError(404, 'ROOM_CATEGORY_NOT_FOUND', `hotel ${booking.hotel_id} has no room category ${booking.room_category_id}`);
      const property = await findBookingProperty(tx, booking.hotel_id);
      if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${booking.hotel_id} does not exist or is not bookable`);

      const refusal = online ? null : payAtHotelRefusal({ rooms: stay.rooms.length, noPostpaid: property.no_postpaid });
      if (refusal?.reason === 'no_postpaid') throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelNotAllowed.defaultMessage);
      if (refusal?.reason === 'too_many_rooms') {
        throw new ServiceError(422, 'PAY_AT_HOTEL_NOT_ALLOWED', bookingMessages.payAtHotelMaxRooms.defaultMessage.replace('{max}', String(refusal.maxRooms)));
      }
      assertGuestsFitRooms(category);
      if (category.isSoldOut) throw roomsUnavailable(category.name);
      const extras = bookingExtras(booking, category, details.additional_charge_info, {
        rooms: stay.rooms.length,
        nights: stay.nights,
        countryId: property.country_id,
      });
      if (online && options.payments) {
        const hold = { roomCategoryId: category.id, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length };
        await assertUnpaidHoldAllowed(tx, { ...hold, clientKey: request.caller, anonymous: !options.userId, addressFactor: options.addressFactor ?? 1 }, now);
      }
      // Locked before any night is taken: every booking call locks a booking row before room_nights, never after.
      const replaced = booking.old_invoice_no === undefined ? null : await findReplaceableBooking(tx, booking.old_invoice_no, contact.phone);
      // The coupon is quoted by the same quoteCoupon the hotel page shows; it locks the guest's row (after any booking
      // row, before room_nights) so a once-only coupon counts one booking at a time.
      const coupon =
        booking.coupon_code !== undefined && options.userId
          ? await quoteCoupon(
              tx,
              {
                code: booking.coupon_code,
                userId: options.userId,
                brandId: property.brand_id,
                countryId: property.country_id,
                currencyCode: property.currency_code,
                amountMinor: category.summed_final_price,
              },
              now,
              { forBooking: true },
            )
          : null;

      const taken = await takeRoomNights(tx, { roomCategoryId: category.id, checkin: stay.checkin, checkout: stay.checkout, rooms: stay.rooms.length });
      if (taken !== stay.nights) throw roomsUnavailable(category.name);

      const status = initialBookingStatus(online ? 'online' : 'pay_at_hotel');
      // What the hotel page and the booking summary showed: the coupon and a member's wizard discount off the price,
      // the tax on top where the country adds it; wallet money pays part of that total.
      const price = await memberAndWalletPrice(
        tx,
        { userId: options.userId, category, currency: property.currency_code, couponMinor: coupon?.discountMinor ?? 0, walletMinor },
        now,
      );
      // Meals and early check-in come on top of the discounted room, with their own tax where the country adds it.
      const extrasMinor = extras.mealsMinor + extras.earlyCheckinMinor;
      const finalAmount = price.finalMinor + extrasMinor + extras.taxOnTopMinor;
      assertWalletWithinTotal(price.walletMinor, finalAmount, property.currency_code);
      const payableAmount = finalAmount - price.walletMinor;
      const amounts = onlineAmounts(
        payableAmount,
        property.currency_code,
        online ? { partAmountMinor: request.body.payments?.from_payment_method?.amount } : null,
      );
      const newBooking: Omit<NewBooking, 'invoice_no'> = {
        property_id: booking.hotel_id,
        room_category_id: category.id,
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights_count: stay.nights,
        rooms: stay.rooms.length,
        guests_config: stay.rooms,
        no_of_guest: stay.guests,
        status_key: status.status_key,
        state: status.state,
        payment_status_id: status.get_payment_status_id,
        total_amount: category.summed_final_price + extrasMinor,
        slasher_amount: category.summed_slasher_price,
        discount: price.couponMinor + price.wizardMinor,
        tax_amount: price.taxMinor + extras.taxOnTopMinor,
        final_amount: finalAmount,
        payable_amount: payableAmount,
        amount_paid: 0,
        currency_code: property.currency_code,
        pay_at_hotel: !online,
        ...guestColumns(contact),
        source: request.body.source ?? 'Web Booking',
        devise_role: request.body.user.devise_role ?? DEFAULT_DEVICE_ROLE,
        request_type: bookingRequestType({ oldBookingIdInSession: booking.old_invoice_no }),
        user_id: options.userId ?? null,
        hold_expires_at: online && options.payments ? new Date(now.getTime() + options.payments.holdMinutes * 60_000) : null,
        client_key: request.caller,
        minimum_prepay_amount: amounts.minimumPrepay,
        coupon_code: coupon ? coupon.coupon.code : null,
        coupon_discount: price.couponMinor,
        wizard_discount: price.wizardMinor,
        wallet_amount: price.walletMinor,
        first_night_amount: category.pricing_info.prices[0]?.price ?? 0,
        replaces_booking_id: replaced?.id ?? null,
        // Both were checked above to price this stay: the booking keeps what its amounts were made with.
        deal_id: booking.deal_id ?? null,
        quotation_id: booking.quotation_id ?? null,
        meals: extras.meals,
        meals_amount: extras.mealsMinor,
        early_checkin_amount: extras.earlyCheckinMinor,
        sub_source: booking.sub_source ?? null,
        utm_source: booking.utm_source ?? null,
      };
      const invoiceNo = await insertWithFreshInvoiceNo(tx, newBooking, property.brand_id, now);
      const row = await findBookingByInvoiceNo(tx, invoiceNo);
      if (!row) throw new Error(`booking ${invoiceNo} vanished inside its own transaction`);
      // Debited in the booking's own transaction: a refusal (the balance changed) undoes the booking too.
      if (options.userId)
        await spendWalletMoney(
          tx,
          { userId: options.userId, bookingId: row.id, currencyCode: property.currency_code, totalMinor: finalAmount, amountMinor: price.walletMinor },
          now,
        );
      if (coupon && options.userId)
        await recordCouponRedemption(tx, { couponId: coupon.coupon.id, userId: options.userId, bookingId: row.id, discountMinor: price.couponMinor });
      await insertBookingMeals(tx, row.id, extras.mealItems, row.no_of_guest, now);
      const token = signBookingToken(invoiceNo);
      // An online booking is announced (and replaces an earlier one) when its payment confirms it.
      if (!online) {
        await enqueueMessages(tx, bookingNotifications('booking_confirmation', row, bookingLink(invoiceNo, token)), now);
        dueRefunds.push(...(await closeReplacedBooking(tx, row, now)));
      }
      return { status: 201, body: bookingReply(row, token, { orders: [], cards: [], meals: await findBookingMeals(tx, row.id) }) };
    }),
  );
  return reply;
}

/** A request type, when sent, must say what old_invoice_no says: PROPERTY_CHANGE names the booking it replaces, NEW none. */
function assertRequestTypeMatches(body: CreateBookingRequest): void {
  if (body.request_type === 'PROPERTY_CHANGE' && body.booking.old_invoice_no === undefined) {
    throw new ServiceError(400, 'VALIDATION_ERROR', 'booking.old_invoice_no: a PROPERTY_CHANGE booking names the booking it replaces');
  }
  if (body.request_type === 'NEW' && body.booking.old_invoice_no !== undefined) {
    throw new ServiceError(400, 'VALIDATION_ERROR', 'request_type: a booking that replaces old_invoice_no is a PROPERTY_CHANGE');
  }
}

function guestColumns(contact: GuestContact) {
  return { guest_name: contact.name, guest_email: contact.email, guest_phone: contact.phone, guest_country_code: contact.countryCode };
}

function roomsUnavailable(categoryName: string): ServiceError {
  return new ServiceError(409, 'ROOMS_UNAVAILABLE', `${categoryName} is no longer available for every night of this stay`);
}
