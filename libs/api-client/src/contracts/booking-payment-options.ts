import { z } from 'zod';
import { bookingSchema } from './booking';
import { currencyCodeSchema, minorUnitsSchema } from './common';
import { sitePathSchema } from './site-path';

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET payment/modes (accounts-commerce §7 "payment options request"): how a stay or a booking can be paid. Either a
 * hotel before booking (`hotel_id`, with `rooms`) or a booking (`booking_id` with its `token` or `user_phone`).
 */
export const paymentOptionsQuerySchema = z
  .object({
    hotel_id: z.coerce.number().int().positive().max(2147483647).optional(),
    rooms: z.coerce.number().int().min(1).max(10).default(1),
    booking_id: z.string().min(1).max(40).optional(),
    token: z.string().max(100).optional(),
    user_phone: z.string().max(20).optional(),
    coupon_code: z.string().trim().max(40).optional(),
    additional_fields: z.string().max(200).optional(),
    version: z.coerce.number().int().min(1).max(3).default(3),
    show_pay_later: queryBoolean.optional(),
  })
  .refine((query) => (query.hotel_id === undefined) !== (query.booking_id === undefined), {
    message: 'ask for a hotel (hotel_id) or a booking (booking_id), not both',
    path: ['hotel_id'],
  });
export type PaymentOptionsQuery = z.input<typeof paymentOptionsQuerySchema>;

const paymentModeSchema = z.object({
  /** The spec's mode key (DC, CC, NB, UPI, PAYPAL, AMAZON_PAY…) and its title (accounts-commerce §9). */
  mode: z.string(),
  title: z.string(),
});

export const paymentOptionsSchema = z
  .object({
    currency_code: currencyCodeSchema,
    pay_at_hotel: z.object({
      available: z.boolean(),
      /** Why not: the property takes no postpaid stays, or more rooms than pay at hotel allows. */
      reason: z.enum(['no_postpaid', 'too_many_rooms', 'already_paid', 'cancelled']).nullable(),
      max_rooms: z.number().int(),
    }),
    online: z.object({
      /** False when this server has no payment provider configured. */
      available: z.boolean(),
      modes: z.array(paymentModeSchema),
    }),
    /** For a booking: what is still to pay and the least a first payment may be (minor units); null for a hotel. */
    amount_due: minorUnitsSchema.nullable(),
    minimum_prepay_amount: minorUnitsSchema.nullable(),
  })
  .describe('How a stay can be paid: at the property, and online with which modes.');
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/**
 * POST createOrder — the prepaid booking payment (accounts-commerce §7: "POST with ovh_domain and bookingToken"):
 * a payment order for a booking named and proven by its bookingToken, for what is due or a part of it.
 */
export const createOrderBodySchema = z.object({
  bookingToken: z.string().min(1).max(200),
  /** The site the guest pays from, as the original product sends it; the host the call arrives on decides. */
  ovh_domain: z.string().max(253).optional(),
  /** Minor units; by default everything still due. */
  amount: minorUnitsSchema.positive().optional(),
  return_url: sitePathSchema.optional(),
  cancel_url: sitePathSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** POST payAtHotel — an online booking still waiting for its first payment is paid at the property instead. */
export const payAtHotelBodySchema = z.object({
  invoice_no: z.string().min(1).max(40),
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
});
export type PayAtHotelBody = z.input<typeof payAtHotelBodySchema>;
export const payAtHotelReplySchema = z.object({ booking: bookingSchema });
export type PayAtHotelReply = z.infer<typeof payAtHotelReplySchema>;
