import { z } from 'zod';

import { bookingModificationRoutes } from './booking-modification-routes';
import { createBookingHeadersSchema, mealCodeSchema } from './booking';
import { validateCouponBodySchema } from './coupon';
import { currencyCodeSchema, idSchema, isoDateSchema, minorUnitsSchema } from './common';
import { roomsConfigQuerySchema } from './search';
import { sitePathSchema } from './site-path';

/** One tab of "my bookings": the list filter it stands for, the filters[status] to ask GET bookings with, and how many bookings it holds. */
const bookingTabSchema = z.object({
  /** The list filter (status-mapping's BOOKING_LIST_FILTERS): hotel checkedIn, confirmed, checkedOut, cancelled; home upcoming, completed, cancelled. */
  key: z.string(),
  property_type: z.enum(['hotel', 'home']),
  /** The status codes, comma-joined: pass as filters[status] to GET bookings. */
  status: z.string(),
  count: z.number().int(),
});
/** GET bookings/tabs: every tab with its count; GET bookings/applicable_tabs: only the tabs that hold a booking of the signed-in guest. */
export const bookingTabsReplySchema = z
  .object({ tabs: z.array(bookingTabSchema), total_count: z.number().int() })
  .describe("The tabs of my bookings with the signed-in guest's count in each; total_count counts every booking of the guest.");
export type BookingTabsReply = z.infer<typeof bookingTabsReplySchema>;

/** The guest's contact on a booking; the phone is not changeable here: it proves the booking. */
const guestChangeSchema = z.object({ name: z.string().max(200).optional(), email: z.string().max(320).optional() });

/** What a modification may change: the guest's name and e-mail, and the stay (dates, room category of the same property, guests). */
const modificationFields = {
  /** The booking's guest phone or its token proves the caller may change it when no signed-in session owns it. */
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
  guest: guestChangeSchema.optional(),
  checkin: isoDateSchema.optional(),
  checkout: isoDateSchema.optional(),
  /** Another room category of the same property (an upgrade). */
  room_category_id: idSchema.optional(),
  /** The new guests, in the rooms_config form (room count, then adults, infants, children, pets per room). */
  guests_config: roomsConfigQuerySchema.optional(),
  /**
   * The booking's extras, changed on their own (guest-journey §7 "meals update with booking.services.meals list"):
   * services.meals is the list of meals the booking should have (empty: none), each one its room offers;
   * additional_charge_info.early_checkin adds or removes early check-in. The amounts move by the difference.
   */
  booking: z
    .object({
      services: z.object({ meals: z.array(mealCodeSchema).max(3) }).optional(),
      additional_charge_info: z.object({ early_checkin: z.boolean() }).optional(),
    })
    .optional(),
  /** Send the guest the modification e-mail and SMS (default true). */
  inform_guest: z.boolean().optional(),
  return_url: sitePathSchema.optional(),
  cancel_url: sitePathSchema.optional(),
};

/** PUT bookings/{id}/modify. A change of stay (dates, room, guests) moves money: it needs the Idempotency-Key header. */
export const modifyBookingBodySchema = z
  .object(modificationFields)
  .describe(
    'Change the guest name/e-mail and/or the stay, or the meals and early check-in (booking.services.meals, booking.additional_charge_info). Proof: user_phone or token, else the signed-in owner with x-csrf-token. A stay change needs Idempotency-Key.',
  );
export type ModifyBookingBody = z.input<typeof modifyBookingBodySchema>;
export const modifyBookingParamsSchema = z.object({ bookingId: z.string().min(1).max(40) });
export const modificationHeadersSchema = z.object({ 'idempotency-key': createBookingHeadersSchema.shape['idempotency-key'].optional() });

/** PUT updateBooking/{invoiceNo}: the same body plus user_id (the signed-in guest's id) and website (the site host the booking was made on). */
export const updateBookingBodySchema = z
  .object({ ...modificationFields, user_id: idSchema, website: z.string().min(1).max(253) })
  .describe(
    "modify's body plus user_id (must be the signed-in guest) and website (a host of ours; the booking must be of its brand). Session and x-csrf-token required.",
  );
export type UpdateBookingBody = z.input<typeof updateBookingBodySchema>;
export const updateBookingParamsSchema = z.object({ invoiceNo: z.string().min(1).max(40) });

/**
 * POST bookingmodification: the rebooking request of guest-journey §7 on its own (re_booking's fields): requestType
 * DATE_CHANGE, old_invoice_no, checkin, checkout, and optionally guests_config, hotel_id (must be the booking's),
 * room_category_id. Always needs the Idempotency-Key header.
 */
export const bookingModificationBodySchema = z
  .object({
    requestType: z.literal('DATE_CHANGE'),
    old_invoice_no: z.string().min(1).max(40),
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    guests_config: roomsConfigQuerySchema.optional(),
    hotel_id: idSchema.optional(),
    room_category_id: idSchema.optional(),
    user_phone: z.string().max(20).optional(),
    token: z.string().max(100).optional(),
    inform_guest: z.boolean().optional(),
    return_url: sitePathSchema.optional(),
    cancel_url: sitePathSchema.optional(),
  })
  .describe(
    "A DATE_CHANGE rebooking on its own (re_booking's fields): new dates, optionally guests and a room category of the same hotel. Idempotency-Key required.",
  );
export type BookingModificationBody = z.input<typeof bookingModificationBodySchema>;

/** POST validateCouponDiscount: validatecoupon's body (code, hotel_id, room_category_id, checkin, checkout, rooms_config …). */
export const validateCouponDiscountBodySchema = validateCouponBodySchema;
/** The discount a coupon gives on the stay, and what the guest pays with and without it (minor units). */
export const couponDiscountReplySchema = z
  .object({
    code: z.string(),
    discount_type: z.enum(['percentage', 'flat']),
    discount_value: z.number().int().positive(),
    currency_code: currencyCodeSchema,
    currency_symbol: z.string(),
    /** Off the room price, and that as a whole percent of the room price. */
    discount_amount: minorUnitsSchema,
    discount_percentage: z.number().int(),
    /** Less tax on top in tax-exclusive countries (0 elsewhere): the guest saves discount_amount plus this. */
    tax_saving: minorUnitsSchema,
    total_before_discount: minorUnitsSchema,
    total_after_discount: minorUnitsSchema,
  })
  .describe("The discount the coupon gives on the stay (validatecoupon's pricing), in minor units of currency_code.");
export type CouponDiscountReply = z.infer<typeof couponDiscountReplySchema>;

/** POST fraudDetection: the booking or payment attempt to judge. */
export const fraudDetectionBodySchema = z.object({
  /** The guest's phone and dial code, as createBooking takes them. */
  phone: z.string().min(6).max(20),
  country_code: z.string().regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91'),
  /** The browser's fingerprint hash (accounts-commerce §7 headers). */
  device_id: z.string().min(8).max(200),
  /** The booking being paid, when there is one. */
  invoice_no: z.string().min(1).max(40).optional(),
  /** The country of the card or billing address (ISO alpha-2), when known. */
  billing_country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'billing_country is an ISO 3166 alpha-2 code')
    .optional(),
});
export type FraudDetectionBody = z.input<typeof fraudDetectionBodySchema>;
const fraudSignalSchema = z.object({ code: z.string(), value: z.number(), limit: z.number(), points: z.number().int() });
export const fraudVerdictSchema = z
  .object({
    id: z.number().int(),
    /** allow: go ahead; review: go ahead, the payment is checked by hand; block: refuse the attempt. */
    verdict: z.enum(['allow', 'review', 'block']),
    score: z.number().int(),
    /** The signals that counted (only those over their limit). */
    signals: z.array(fraudSignalSchema),
    created_at: z.string(),
  })
  .describe('A stored risk verdict: signals over their limit add points; 30 or more is review, 70 or more is block.');
export type FraudVerdict = z.infer<typeof fraudVerdictSchema>;

/** POST extraAmount: guests added to a booking, charged at the room category's extra-guest tariff per night. Needs the Idempotency-Key header. */
export const extraAmountBodySchema = z.object({
  invoice_no: z.string().min(1).max(40),
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
  reason: z.literal('extra_guest'),
  /** Added adults and children (infants stay free). */
  extra_adults: z.number().int().min(0).max(8),
  extra_children: z.number().int().min(0).max(8),
  return_url: sitePathSchema.optional(),
  cancel_url: sitePathSchema.optional(),
});
export type ExtraAmountBody = z.input<typeof extraAmountBodySchema>;
export const extraAmountReplySchema = z
  .object({
    invoice_no: z.string(),
    /** The charge added (minor units), the booking's new final amount, and the provider's page to pay the charge on. */
    extra_amount: minorUnitsSchema,
    final_amount: minorUnitsSchema,
    no_of_guest: z.number().int(),
    currency_code: currencyCodeSchema,
    redirectUrl: z.string(),
    order_id: z.string(),
  })
  .describe('The extra charge added to the booking and the payment page (provider order) that collects it.');
export type ExtraAmountReply = z.infer<typeof extraAmountReplySchema>;

export function updateBookingPath(invoiceNo: string): string {
  return bookingModificationRoutes.updateBooking.replace(':invoiceNo', encodeURIComponent(invoiceNo));
}
