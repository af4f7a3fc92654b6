import { z } from 'zod';

import { isoDateSchema } from './common';

/** REVIEW_LENGTH: what a review may hold (a line at least, a page at most). */
export const REVIEW_LENGTH = { min: 10, max: 2000 } as const;

/** Who asks: the booking's token (its link) or the guest's phone; without either, the signed-in guest who owns it (with x-csrf-token). */
const bookingProofFields = { token: z.string().max(100).optional(), user_phone: z.string().max(20).optional() };

export const userRatingParamsSchema = z.object({ bookingId: z.string().min(1).max(40) });

/** DEV_TOOLS only: the booking the property has just checked out. */
export const devCompleteStayReplySchema = z.object({ invoice_no: z.string(), state: z.literal('completed') });
export const userRatingQuerySchema = z.object(bookingProofFields);

/** A guest's rating of a stay as it is stored and shown among the hotel's reviews. */
const givenRatingSchema = z.object({ rating: z.number().int().min(1).max(5), review: z.string(), created_at: z.string() });

/** GET user-ratings/{bookingId}: the stay to rate, whether it can be rated now, and the rating already given (one per booking, never edited). */
export const userRatingReplySchema = z.object({
  invoice_no: z.string(),
  hotel: z.object({ id: z.number().int(), name: z.string() }),
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  /** 'rateable' after a completed stay not yet rated; 'notCompleted' before; 'rated' once rated. */
  status: z.enum(['rateable', 'notCompleted', 'rated']),
  rating: givenRatingSchema.nullable(),
});
export type UserRatingReply = z.infer<typeof userRatingReplySchema>;

/** POST postCheckoutFeedback: the stay's rating (1–5) and review, which then count among the hotel's ratings and reviews. */
export const postCheckoutFeedbackBodySchema = z
  .object({
    invoice_no: z.string().min(1).max(40),
    ...bookingProofFields,
    rating: z.number().int().min(1, 'rating: choose 1 to 5 stars').max(5, 'rating: choose 1 to 5 stars'),
    review: z
      .string()
      .trim()
      .min(REVIEW_LENGTH.min, `review: write at least ${REVIEW_LENGTH.min} characters`)
      .max(REVIEW_LENGTH.max, `review: at most ${REVIEW_LENGTH.max} characters`),
  })
  .describe('The rating (1–5) and review of a completed stay, by its guest (token, phone or the signed-in owner); once per booking.');
export type PostCheckoutFeedbackBody = z.input<typeof postCheckoutFeedbackBodySchema>;

/** POST checkoutFeedback: how check-out went (1–5 and optional comments), from the day of check-out; once per booking; not a review. */
export const checkoutFeedbackBodySchema = z
  .object({
    invoice_no: z.string().min(1).max(40),
    ...bookingProofFields,
    rating: z.number().int().min(1, 'rating: choose 1 to 5 stars').max(5, 'rating: choose 1 to 5 stars'),
    comments: z.string().trim().max(REVIEW_LENGTH.max).optional(),
  })
  .describe('How check-out went (1–5, optional comments), by the guest from the day of check-out; once per booking; not shown as a review.');
export type CheckoutFeedbackBody = z.input<typeof checkoutFeedbackBodySchema>;

export const stayFeedbackReplySchema = z.object({
  invoice_no: z.string(),
  kind: z.enum(['checkout', 'post_checkout']),
  rating: z.number().int(),
  created_at: z.string(),
});
export type StayFeedbackReply = z.infer<typeof stayFeedbackReplySchema>;

/** POST feedback (accounts-commerce §7): a snackbar tap. The answer is ignored by the page. */
export const widgetFeedbackBodySchema = z
  .object({ widget_id: z.string().min(1).max(100), item_id: z.string().min(1).max(100), action: z.string().min(1).max(200) })
  .describe('A snackbar tap: widget_id, item_id, action (the page goes on to the action URL; the answer is ignored).');
export type WidgetFeedbackBody = z.infer<typeof widgetFeedbackBodySchema>;
