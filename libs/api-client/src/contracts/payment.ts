import { z } from 'zod';
import { currencyCodeSchema, dbIntegerSchema, idSchema, minorUnitsSchema } from './common';
import { bookingSchema } from './booking';
import { sitePathSchema } from './site-path';

/** How one payment order stands, as the payment-complete pages show it. */
export const paymentOrderSchema = z.object({
  order_id: z.string(),
  purpose: z.enum(['booking', 'balance', 'date_change', 'save_card']),
  /** created: waiting for the guest; paid; failed; expired: the hold ran out first (a late payment is refunded). */
  status: z.enum(['created', 'paid', 'failed', 'expired']),
  amount: minorUnitsSchema,
  refunded_amount: minorUnitsSchema,
  currency_code: z.string(),
  mode: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** GET booking-paid?bookingToken= (and order-paid?order_id=&bookingToken=): the booking after a payment. */
export const bookingPaidQuerySchema = z.object({
  bookingToken: z.string().min(1).max(200),
  order_id: z.string().max(100).optional(),
});
export const orderPaidQuerySchema = z.object({
  order_id: z.string().min(1).max(100),
  bookingToken: z.string().min(1).max(200),
});
export const bookingPaidReplySchema = z.object({
  booking: bookingSchema,
  /** The order asked about, else the booking's latest; null when the booking has none. */
  payment: paymentOrderSchema.nullable(),
  /** paymentSuccess or paymentStatus: the modal the page opens (guest-journey §2 "Modals"). */
  modal: z.enum(['paymentSuccess', 'paymentStatus']),
});
export type BookingPaidReply = z.infer<typeof bookingPaidReplySchema>;

/** Who may pay for, change or cancel a booking without signing in: its phone or its token. */
const bookingProof = {
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
};

/**
 * POST createTransaction — the manage-booking payment (accounts-commerce §7): pay what is left of a booking, retry
 * a failed payment, or pay the difference of a date change. `transaction.amount` in minor units.
 */
export const createTransactionBodySchema = z.object({
  invoice_no: z.string().min(1).max(40),
  user_agent: z.string().max(500).optional(),
  type: z.string().max(40).optional(),
  transaction: z.object({ amount: dbIntegerSchema.positive() }),
  payments: z.object({ payment_service_params: z.record(z.string(), z.unknown()).optional() }).optional(),
  return_url: sitePathSchema.optional(),
  cancel_url: sitePathSchema.optional(),
  ...bookingProof,
});
export type CreateTransactionBody = z.input<typeof createTransactionBodySchema>;
export const paymentRedirectSchema = z.object({ redirectUrl: z.string(), order_id: z.string(), amount: minorUnitsSchema });
export type PaymentRedirect = z.infer<typeof paymentRedirectSchema>;

/** POST booking/{bookingId}/save-card (accounts-commerce §7 "Save-card body"). */
export const saveCardBodySchema = z.object({
  invoice_no: z.string().min(1).max(40),
  user_agent: z.string().max(500).optional(),
  type: z.string().max(40).optional(),
  amount: dbIntegerSchema.min(0).optional(),
  user_phone: z.string().max(20).optional(),
  token: z.string().max(100).optional(),
  payment_service_params: z
    .object({ return_url: sitePathSchema.optional(), success_url: sitePathSchema.optional(), failure_url: sitePathSchema.optional() })
    .optional(),
  use_consumer_mid: z.boolean().optional(),
});
export type SaveCardBody = z.input<typeof saveCardBodySchema>;
export const saveCardReturnQuerySchema = z.object({ bookingToken: z.string().min(1).max(200), order_id: z.string().min(1).max(100) });

/** POST save-card: the general save-card of a signed-in guest, a card check in the site's currency. */
export const accountSaveCardBodySchema = z.object({
  currency_code: currencyCodeSchema,
  user_agent: z.string().max(500).optional(),
});
export type AccountSaveCardBody = z.input<typeof accountSaveCardBodySchema>;
export const accountSaveCardReturnQuerySchema = z.object({ order_id: z.string().min(1).max(100) });

/** GET saved-cards: the cards a signed-in guest saved to their account. */
export const savedCardsReplySchema = z.object({ saved_cards: z.array(z.object({ id: z.number().int(), network: z.string(), last4: z.string() })) });
export type SavedCardsReply = z.infer<typeof savedCardsReplySchema>;

/**
 * DELETE removecard: a card saved for a booking (invoice_no with the booking's proof), or, without invoice_no, a card
 * saved to the signed-in guest's account (their session and its anti-forgery token).
 */
export const removeCardBodySchema = z.object({ invoice_no: z.string().min(1).max(40).optional(), card_id: idSchema, ...bookingProof });
export type RemoveCardBody = z.input<typeof removeCardBodySchema>;
