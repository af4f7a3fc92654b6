import { z } from 'zod';
import { quotationIdSchema } from './quotations';
import { sitePathSchema } from './site-path';
import {
  currencyCodeSchema,
  dbIntegerSchema,
  deviseRoleSchema,
  idSchema,
  isoDateSchema,
  minorUnitsSchema,
  propertyTypeSchema,
  queryInt,
  subSourceSchema,
} from './common';
import { roomsConfigQuerySchema } from './search';
import { roomServiceCodeSchema } from './hotel-details';

/** The meals a booking can add: the room services that are meals (guest-journey §7 services.meals). */
export const mealCodeSchema = roomServiceCodeSchema.exclude(['airport_transfer']);

/** createBooking's source (guest-journey §7 "source (Web Booking or Mobile Web Booking)"). */
const bookingSourceSchema = z.enum(['Web Booking', 'Mobile Web Booking']);
export type BookingSource = z.infer<typeof bookingSourceSchema>;

/**
 * POST /api/pwa/createBooking (guest-journey §7). Pay at hotel is a create-booking POST; the Idempotency-Key
 * header is required so a double submit books once.
 */
export const createBookingHeadersSchema = z.object({
  'idempotency-key': z.string().min(8, 'Idempotency-Key header is required (8 to 200 characters)').max(200),
});

export const createBookingBodySchema = z.object({
  user: z.object({
    /** The guest's full name as the contact form takes it. */
    first_name: z.string().max(200),
    /** Dial code of the phone, with or without its plus: '+91', '44'. */
    country_code: z.string().regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91'),
    phone: z.string().max(20),
    email: z.string().max(320),
    devise_role: deviseRoleSchema.optional(),
  }),
  booking: z.object({
    hotel_id: idSchema,
    room_category_id: idSchema,
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    /** Same form as the hotel page's query: room count, then adults, infants, children, pets per room. */
    rooms_config: roomsConfigQuerySchema.optional(),
    /** 'pay_at_hotel' books now and pays at the property; 'online' holds the rooms until the payment completes. */
    payment_mode: z.enum(['pay_at_hotel', 'online']).default('pay_at_hotel'),
    /** The guest's earlier booking when this one replaces it (request type PROPERTY_CHANGE). */
    old_invoice_no: z.string().max(40).optional(),
    /** The coupon the hotel page applied (logged-in guests only, guest-journey §6). */
    coupon_code: z.string().trim().min(1).max(40).optional(),
    /** The deal the hotel page priced the stay with (its deals_info); refused when it no longer covers the stay. */
    deal_id: idSchema.optional(),
    /** The quotation the hotel page priced the stay with (its quotation_info); refused when it no longer prices the stay. */
    quotation_id: quotationIdSchema.optional(),
    /** Meals to add (guest-journey §7 services.meals): each one the room category offers; a priced one costs its price per room per night. */
    services: z.object({ meals: z.array(mealCodeSchema).max(3) }).optional(),
    /** Extras of the hotel's additional_charge_info: early_checkin asks for the early check-in it offers, charged per room. */
    additional_charge_info: z.object({ early_checkin: z.boolean().optional() }).optional(),
    /** The channel within the source (a partner's site, a campaign), kept upper-case with the booking; my bookings' filters[sub_source] picks it. */
    sub_source: subSourceSchema.optional(),
    /** The campaign the guest arrived from (the page's utm_source), kept with the booking. */
    utm_source: z.string().trim().min(1).max(100).optional(),
  }),
  payments: z
    .object({
      /** Wallet money to use (minor units); applies only to a signed-in guest, floored to the wallet share. */
      deduct_from_wallet: dbIntegerSchema.min(0).optional(),
      /** Part payment: what the guest pays online now, in minor units (the amount rules of guest-journey §5). */
      from_payment_method: z.object({ amount: dbIntegerSchema.positive() }).optional(),
      payment_service_params: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  /**
   * NEW, or PROPERTY_CHANGE when the guest holds an old booking (booking.old_invoice_no) it replaces (guest-journey §4);
   * REBOOKING is a date change of an existing booking (§7 "rebooking", with re_booking).
   */
  request_type: z.enum(['NEW', 'PROPERTY_CHANGE', 'REBOOKING']).optional(),
  re_booking: z
    .object({
      requestType: z.literal('DATE_CHANGE'),
      old_invoice_no: z.string().min(1).max(40),
      checkin: isoDateSchema,
      checkout: isoDateSchema,
      /** The old booking's guest phone or token proves the guest may change it. */
      user_phone: z.string().max(20).optional(),
      token: z.string().max(100).optional(),
      /** The booking's own property (another one is a PROPERTY_CHANGE booking); absent: the same. */
      hotel_id: idSchema.optional(),
      /** Another room category of the same property (an upgrade); absent: the booked one. */
      room_category_id: idSchema.optional(),
      /** Other guests, in the rooms_config form (room count, then adults, infants, children, pets per room); absent: the booked ones. */
      guests_config: roomsConfigQuerySchema.optional(),
      inform_guest: z.boolean().optional(),
    })
    .optional(),
  /**
   * 'Web Booking', or 'Mobile Web Booking' from a phone (guest-journey §7). Absent: the API tells it from the request's
   * own device hint (Sec-CH-UA-Mobile, else the user agent), as the web app does.
   */
  source: bookingSourceSchema.optional(),
  /** Where the payment page sends the guest back; relative paths of our site only. */
  return_url: sitePathSchema.optional(),
  cancel_url: sitePathSchema.optional(),
});
export type CreateBookingBody = z.input<typeof createBookingBodySchema>;
export type CreateBookingRequest = z.output<typeof createBookingBodySchema>;

export const bookingRoomSchema = z.object({
  no_of_adults: z.number().int(),
  no_of_children: z.number().int(),
  no_of_babies: z.number().int(),
  no_of_pets: z.number().int(),
});

/** A booking as the guest sees it (guest-journey §3 "Booking"), amounts in minor units of currency_code. */
export const bookingSchema = z.object({
  id: z.number().int(),
  booking_no: z.string(),
  invoice_no: z.string(),
  status_key: z.number().int(),
  state: z.enum(['confirmed', 'completed', 'cancelled', 'requested', 'saved']),
  display_status: z.enum(['cancelled', 'checked-out', 'checked-in', 'saved', 'confirmed', 'unprocessed', 'requested']),
  get_payment_status_id: z.number().int(),
  cancellable: z.boolean(),
  payable: z.boolean(),
  pay_at_hotel: z.boolean(),
  total_amount: minorUnitsSchema,
  slasher_amount: minorUnitsSchema.nullable(),
  discount: minorUnitsSchema,
  final_amount: minorUnitsSchema,
  payable_amount: minorUnitsSchema,
  get_amount_paid: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  currency_symbol: z.string(),
  available_payment_modes: z.array(z.string()),
  hotel: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The property's postal address and front-desk phone (with dial code; null when unknown): the booking page's call button. */
    address: z.string(),
    phone: z.string().nullable(),
    /** The property's check-in and check-out times, local 24-hour 'HH:mm' (the booking page shows them, offline too). */
    checkin_time: z.string(),
    checkout_time: z.string(),
    city: z.string(),
    city_id: z.number().int(),
    country_name: z.string(),
    hotel_type: propertyTypeSchema,
    latitude: z.number(),
    longitude: z.number(),
    restrictions: z.array(z.string()),
  }),
  room_category: z.object({ id: z.number().int(), name: z.string() }),
  guest: z.object({ name: z.string(), email: z.string(), phone: z.string(), guest_country_code: z.string() }),
  booking_rooms: z.array(bookingRoomSchema),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  nights_count: z.number().int(),
  no_of_guest: z.number().int(),
  source: z.string(),
  request_type: z.enum(['NEW', 'PROPERTY_CHANGE', 'DATE_CHANGE']),
  created_at: z.string(),
  cancellation_reason: z.number().int().nullable(),
  cancelled_at: z.string().nullable(),
  /** Opens this booking without the phone: /booking/{invoice_no}?token=… */
  token: z.string(),
  /** Names this booking on the payment-complete page: /booking-paid?bookingToken=… */
  booking_token: z.string(),
  minimum_prepay_amount: minorUnitsSchema,
  paylater_amount: minorUnitsSchema,
  paylater_card_charge_attempted: z.boolean(),
  /** Until when an unpaid online booking holds its rooms (ISO instant); null when nothing is held for payment. */
  hold_expires_at: z.string().nullable(),
  bills_hash: z.array(z.object({ bill_type: z.string(), name: z.string(), amount: minorUnitsSchema })),
  early_checkin: z.boolean(),
  payments: z.array(z.object({ merchant: z.string(), mode: z.string().nullable(), amount: minorUnitsSchema, paid_at: z.string().nullable() })),
  payment_details: z.array(z.object({ type: z.enum(['wallet_money', 'coupon', 'wizard']), amount: minorUnitsSchema })),
  coupon_code: z.string().nullable(),
  prepaid_discount_percent: z.number().int(),
  refunded_amount: minorUnitsSchema,
  cancellation_charge: minorUnitsSchema.nullable(),
  saved_cards: z.array(z.object({ id: z.number().int(), network: z.string(), last4: z.string() })),
  /** The booking this one replaced (a date or property change). */
  replaces_invoice_no: z.string().nullable(),
  /** The deal whose price the booking was made at (createBooking's deal_id), or null. */
  deal_id: z.number().int().nullable(),
  /** The quotation that capped the booking's nightly prices (createBooking's quotation_id), or null. */
  quotation_id: z.string().nullable(),
  /**
   * The meals the booking has and what they cost (minor units, every room and night; in total_amount and bills_hash),
   * and each meal booked (guest-journey §3 "Meal booking"): added or modified Confirmed, removed Cancelled.
   */
  services: z.object({
    meals: z.array(mealCodeSchema),
    meals_amount: minorUnitsSchema,
    meal_bookings: z.array(
      z.object({
        meal_booking_id: z.number().int(),
        category_code: mealCodeSchema,
        guest_count: z.number().int(),
        /** What the meal costs, every room and night (minor units, before tax where tax is added). */
        amount: minorUnitsSchema,
        status: z.enum(['Confirmed', 'Cancelled']),
      }),
    ),
  }),
  /** The extras asked for at booking: early check-in and its charge (in total_amount and bills_hash as early_checkin). */
  additional_charge_info: z.object({ early_checkin: z.boolean(), early_checkin_amount: minorUnitsSchema }),
  sub_source: z.string().nullable(),
  utm_source: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The createBooking answer: the booking, and for online payment the provider's page to send the browser to. */
export const createBookingReplySchema = bookingSchema.extend({ redirectUrl: z.string().nullable() });
export type CreateBookingReply = z.infer<typeof createBookingReplySchema>;

/** GET /api/pwa/booking/:bookingId — by the guest's phone (phone or mobileNumber) or by the booking's token. */
export const bookingParamsSchema = z.object({ bookingId: z.string().min(1).max(40) });
export const bookingQuerySchema = z.object({
  phone: z.string().max(20).optional(),
  mobileNumber: z.string().max(20).optional(),
  /** Dial code of the phone; '+91'/'91' applies India's 9-or-10-digit lookup rule. */
  country_code: z.string().max(5).optional(),
  token: z.string().max(100).optional(),
});
export type BookingQuery = z.input<typeof bookingQuerySchema>;

/** PATCH /api/pwa/bookingcancellation (guest-journey §7). */
export const bookingCancellationBodySchema = z.object({
  booking: z.object({ id: z.string().min(1).max(40), status: z.literal('cancelled') }),
  user_phone: z.string().min(1).max(20),
  source: z.string().max(50).default('Web Booking'),
  code: z.string().max(50).optional(),
  cancellation_reason: queryInt.min(0).max(999),
});
export type BookingCancellationBody = z.input<typeof bookingCancellationBodySchema>;
export type BookingCancellationRequest = z.output<typeof bookingCancellationBodySchema>;

/** GET bookingCancellationReasons/{id}/applicable_cancellation_charge — by the guest's phone or the booking's token. */
export const cancellationChargeQuerySchema = z.object({
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
});
export const cancellationReasonSchema = z.object({ id: z.number().int(), text: z.string() });
export const cancellationChargeReplySchema = z.object({
  invoice_no: z.string(),
  cancellable: z.boolean(),
  reasons: z.array(cancellationReasonSchema),
  /** What cancelling now costs (minor units), under the hotel's policy. */
  cancellation_charge: minorUnitsSchema,
  /** What goes back to the guest's payment method: paid minus the charge, never below 0. */
  refund_amount: minorUnitsSchema,
  currency_code: currencyCodeSchema,
  /** Until when cancelling is free (ISO instant); null once that has passed. */
  free_cancellation_until: z.string().nullable(),
});
export type CancellationChargeReply = z.infer<typeof cancellationChargeReplySchema>;

/** POST estimateCharge/{id}/estimate_v2 — the price of moving a booking to other dates or room, before asking for it. */
export const estimateChargeBodySchema = z.object({
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  /** Another room category of the booking's property (an upgrade's price); absent: the booked one. */
  room_category_id: idSchema.optional(),
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
  entity: z.string().max(20).optional(),
});
export type EstimateChargeBody = z.input<typeof estimateChargeBodySchema>;
export const estimateChargeReplySchema = z.object({
  invoice_no: z.string(),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  available: z.boolean(),
  old_amount: minorUnitsSchema,
  new_amount: minorUnitsSchema,
  /** new minus old: above 0 the guest pays the difference, below 0 it is refunded (when it was paid). */
  difference: minorUnitsSchema,
  amount_to_pay: minorUnitsSchema,
  amount_to_refund: minorUnitsSchema,
  currency_code: currencyCodeSchema,
});
export type EstimateChargeReply = z.infer<typeof estimateChargeReplySchema>;

/** GET bookings (my bookings, signed in): filters[status] as the list filters map them, batch 20, closest first. */
export const bookingsQuerySchema = z.object({
  filters: z
    .object({
      /** Status codes joined by commas, as status-mapping's statusFilterQuery writes them ('3,4,13'); absent: all. */
      status: z
        .string()
        .regex(/^\d{1,2}(,\d{1,2})*$/, 'filters[status] is a list of status codes such as 3,4,13')
        .optional(),
      /** Only bookings made through this channel (createBooking's booking.sub_source), any case. */
      sub_source: subSourceSchema.optional(),
    })
    .optional(),
  batch: z.object({ count: queryInt.min(1).max(50).default(20), offset: queryInt.min(0).default(0) }).optional(),
  sort: z.literal('closest').optional(),
});
export type BookingsQuery = z.input<typeof bookingsQuerySchema>;
export const bookingsReplySchema = z.object({
  bookings: z.array(bookingSchema),
  total_count: z.number().int(),
  offset: z.number().int(),
  count: z.number().int(),
});
export type BookingsReply = z.infer<typeof bookingsReplySchema>;
