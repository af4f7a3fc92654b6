import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  checkoutFeedbackBodySchema,
  devCompleteStayReplySchema,
  feedbackAckSchema,
  postCheckoutFeedbackBodySchema,
  stayFeedbackReplySchema,
  stayFeedbackRoutes,
  userRatingParamsSchema,
  userRatingQuerySchema,
  userRatingReplySchema,
  widgetFeedbackBodySchema,
} from '@stays/api-client';
import { consumeRateLimits, isCsrfTokenValid, isRateLimitedError, readSessionUser } from '@stays/server-accounts';
import { completeStay, giveCheckoutFeedback, rateStay, recordWidgetFeedback, userRating } from '@stays/server-booking';
import { ServiceError, transactionalDatabase } from '@stays/server-core';
import type { ApiContext } from '../api-context';

/** Snackbar taps one address may send a minute (the answer is ignored; more is noise). */
const WIDGET_FEEDBACK_LIMIT = { name: 'widget_feedback:address', limit: 30, windowSeconds: 60 } as const;

/**
 * The feedback calls of accounts-commerce §7: GET user-ratings/{bookingId} (the stay and the rating given), POST
 * postCheckoutFeedback (the rating and review of a completed stay, which count in the hotel's ratings), POST
 * checkoutFeedback (how check-out went) and POST feedback (a snackbar tap). A booking is the guest's by its token or
 * phone, or by the signed-in owner's session (with x-csrf-token to write).
 */
export function registerStayFeedbackRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);

  api.get(
    stayFeedbackRoutes.userRating,
    { schema: { params: userRatingParamsSchema, querystring: userRatingQuerySchema, response: { 200: userRatingReplySchema } } },
    async (request) => {
      const user = await readSessionUser(context.database, request, context.now());
      const { token, user_phone } = request.query;
      return userRating(context.database, { invoiceNo: request.params.bookingId, proof: { token, user_phone }, userId: user?.userId ?? null }, context.now());
    },
  );

  api.post(
    stayFeedbackRoutes.postCheckoutFeedback,
    { schema: { body: postCheckoutFeedbackBodySchema, response: { 201: stayFeedbackReplySchema } } },
    async (request, reply) => {
      const { invoice_no, token, user_phone, rating, review } = request.body;
      const userId = await writerOf(context, request, { token, user_phone });
      const given = await rateStay(database(), { invoiceNo: invoice_no, proof: { token, user_phone }, userId }, { rating, review }, context.now());
      return reply.code(201).send(given);
    },
  );

  api.post(
    stayFeedbackRoutes.checkoutFeedback,
    { schema: { body: checkoutFeedbackBodySchema, response: { 201: stayFeedbackReplySchema } } },
    async (request, reply) => {
      const { invoice_no, token, user_phone, rating, comments } = request.body;
      const userId = await writerOf(context, request, { token, user_phone });
      const given = await giveCheckoutFeedback(
        database(),
        { invoiceNo: invoice_no, proof: { token, user_phone }, userId },
        { rating, comments: comments ?? '' },
        context.now(),
      );
      return reply.code(201).send(given);
    },
  );

  api.post(stayFeedbackRoutes.feedback, { schema: { body: widgetFeedbackBodySchema, response: { 201: feedbackAckSchema } } }, async (request, reply) => {
    const now = context.now();
    await limited(reply, () => consumeRateLimits(context.database, [{ rule: WIDGET_FEEDBACK_LIMIT, subject: request.ip }], now));
    await recordWidgetFeedback(context.database, request.body, now);
    return reply.code(201).send({ recorded: true });
  });
}

/** With the booking's token or phone anyone holding them may write; without, the signed-in owner, with the anti-forgery token. */
async function writerOf(
  context: ApiContext,
  request: FastifyRequest,
  proof: { token?: string | undefined; user_phone?: string | undefined },
): Promise<number | null> {
  if (proof.token !== undefined || proof.user_phone !== undefined) return null;
  const user = await readSessionUser(context.database, request, context.now());
  if (user && !isCsrfTokenValid(context.accounts.secret, user.token, request.headers[CSRF_HEADER])) {
    throw new ServiceError(403, 'CSRF_TOKEN_INVALID', 'This request is missing its security token. Reload the page and try again.');
  }
  return user?.userId ?? null;
}

async function limited(reply: FastifyReply, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * POST dev/bookings/{bookingId}/complete-stay: the property checks the guest out (no call of ours does). Registered
 * only when the API runs with DEV_TOOLS=true (npm start, the journeys), for a completed stay to rate; never in production.
 */
export function registerDevCompleteStayRoute(app: FastifyInstance, context: ApiContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(stayFeedbackRoutes.devCompleteStay, { schema: { params: userRatingParamsSchema, response: { 200: devCompleteStayReplySchema } } }, async (request) =>
      completeStay(context.database, request.params.bookingId),
    );
}
