import type { Booking, CurrencyCode } from '@stays/api-client';
import { hasEarlyCheckin, isCancellable, isPayable } from '@stays/booking-rules';
import { PAYMENT_MODE_TITLES, RESTRICTION_KEYS, currencySymbolOf, type PaymentModeKey } from '@stays/brand-config';
import { availablePaymentModes, mergeBills, prepaidDiscount, type Bill } from '@stays/pricing';
import { displayStatus } from '@stays/status-mapping';
import type { PaymentOrderRow } from '../payments/payment-orders.repository';
import type { SavedCardRow } from '../save-card/saved-cards.repository';
import type { BookingRow } from './booking-row';
import type { BookingMealRow } from '../meals/booking-meals.repository';
import { bookingTokenOf } from './booking-token-param';

/** Every mode the payment provider's page offers; "Pay Online" is that page itself. */
const ONLINE_PAYMENT_MODES = (Object.keys(PAYMENT_MODE_TITLES) as PaymentModeKey[]).filter((mode) => mode !== 'PAY_ONLINE');

/** The online modes a stay with this discount may be paid by (a discounted stay is not paid with ITZ Cash). */
export function onlinePaymentModes(discount: number | null): PaymentModeKey[] {
  return availablePaymentModes(ONLINE_PAYMENT_MODES, discount);
}

export interface BookingExtras {
  orders: readonly PaymentOrderRow[];
  cards: readonly SavedCardRow[];
  /** The booking's meal items (booking_meals), the cancelled ones too. */
  meals?: readonly BookingMealRow[];
}

/** A stored booking as the guest sees it (guest-journey §3), with the token for a link to it. */
export function bookingReply(row: BookingRow, token: string, extras: BookingExtras = { orders: [], cards: [] }): Booking {
  const status = { status_key: row.status_key, state: row.state };
  const modes = row.state === 'cancelled' ? [] : onlinePaymentModes(row.discount);
  const roomBills: Bill[] = [{ bill_type: 'room', name: 'Room charges', amount: row.total_amount - row.meals_amount - row.early_checkin_amount }];
  // Meals are food (one Food & Beverage line); early check-in is its own bill, which marks the booking early_checkin.
  if (row.meals_amount > 0) roomBills.push({ bill_type: 'food', name: 'Meals', amount: row.meals_amount });
  if (row.early_checkin_amount > 0) roomBills.push({ bill_type: 'early_checkin', name: 'Early check-in', amount: row.early_checkin_amount });
  if (row.tax_amount > 0) roomBills.push({ bill_type: 'taxes', name: 'Taxes and fees', amount: row.tax_amount });
  const bills: Bill[] = mergeBills(roomBills);
  const paymentDetails: Booking['payment_details'] = [];
  if (row.coupon_discount > 0) paymentDetails.push({ type: 'coupon', amount: row.coupon_discount });
  if (row.wizard_discount > 0) paymentDetails.push({ type: 'wizard', amount: row.wizard_discount });
  if (row.wallet_amount > 0) paymentDetails.push({ type: 'wallet_money', amount: row.wallet_amount });
  return {
    id: row.id,
    booking_no: row.invoice_no,
    invoice_no: row.invoice_no,
    status_key: row.status_key,
    state: row.state as Booking['state'],
    display_status: displayStatus(status),
    get_payment_status_id: row.payment_status_id,
    cancellable: isCancellable(status),
    payable: isPayable({ ...status, get_payment_status_id: row.payment_status_id, available_payment_modes: modes }),
    pay_at_hotel: row.pay_at_hotel,
    total_amount: row.total_amount,
    slasher_amount: row.slasher_amount,
    discount: row.discount,
    final_amount: row.final_amount,
    payable_amount: row.payable_amount,
    get_amount_paid: row.amount_paid,
    currency_code: row.currency_code as CurrencyCode,
    currency_symbol: currencySymbolOf(row.currency_code as CurrencyCode),
    available_payment_modes: modes,
    hotel: {
      id: row.property_id,
      name: row.hotel_name,
      address: row.hotel_address,
      phone: row.hotel_phone,
      checkin_time: row.hotel_checkin_time,
      checkout_time: row.hotel_checkout_time,
      city: row.city_name,
      city_id: row.city_id,
      country_name: row.country_name,
      hotel_type: row.hotel_type as Booking['hotel']['hotel_type'],
      latitude: row.latitude,
      longitude: row.longitude,
      restrictions: RESTRICTION_KEYS.filter((key) => row[key]),
    },
    room_category: { id: row.room_category_id, name: row.room_category_name },
    guest: { name: row.guest_name, email: row.guest_email, phone: row.guest_phone, guest_country_code: row.guest_country_code },
    booking_rooms: row.guests_config.map((room) => ({
      no_of_adults: room.adults,
      no_of_children: room.children,
      no_of_babies: room.infants,
      no_of_pets: room.pets,
    })),
    checkin: row.checkin,
    checkout: row.checkout,
    nights_count: row.nights_count,
    no_of_guest: row.no_of_guest,
    source: row.source,
    request_type: row.request_type as Booking['request_type'],
    created_at: row.created_at.toISOString(),
    cancellation_reason: row.cancellation_reason,
    cancelled_at: row.cancelled_at ? row.cancelled_at.toISOString() : null,
    token,
    booking_token: bookingTokenOf(row.invoice_no, token),
    minimum_prepay_amount: row.minimum_prepay_amount,
    paylater_amount: 0,
    paylater_card_charge_attempted: false,
    hold_expires_at: row.hold_expires_at ? row.hold_expires_at.toISOString() : null,
    bills_hash: bills,
    early_checkin: hasEarlyCheckin(bills),
    payments: extras.orders
      .filter((order) => order.status === 'paid' && order.purpose !== 'save_card')
      .map((order) => ({
        merchant: order.provider,
        mode: order.mode,
        amount: order.amount - order.refunded_amount,
        paid_at: order.paid_at ? order.paid_at.toISOString() : null,
      })),
    payment_details: paymentDetails,
    coupon_code: row.coupon_code,
    prepaid_discount_percent: prepaidDiscount({ payable_amount: row.payable_amount, payable_amount_prepaid: null }).percent,
    refunded_amount: row.refunded_amount,
    cancellation_charge: row.cancellation_charge,
    saved_cards: extras.cards.map((card) => ({ id: card.id, network: card.network, last4: card.last4 })),
    replaces_invoice_no: row.replaces_invoice_no,
    deal_id: row.deal_id,
    quotation_id: row.quotation_id,
    services: {
      meals: row.meals as Booking['services']['meals'],
      meals_amount: row.meals_amount,
      meal_bookings: (extras.meals ?? []).map((item) => ({
        meal_booking_id: item.id,
        category_code: item.category_code as Booking['services']['meals'][number],
        guest_count: item.guest_count,
        amount: item.amount,
        status: item.status,
      })),
    },
    additional_charge_info: { early_checkin: row.early_checkin_amount > 0, early_checkin_amount: row.early_checkin_amount },
    sub_source: row.sub_source,
    utm_source: row.utm_source,
  };
}
