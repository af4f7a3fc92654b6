import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autocompleteFeedbackBodySchema,
  feedbackAckSchema,
  sharedWishlistParamsSchema,
  sharedWishlistReplySchema,
  shortlistHotelBodySchema,
  shortlistHotelReplySchema,
  shortlistedHotelsListSchema,
  wishlistCodeDataSchema,
  wishlistLinkBodySchema,
  wishlistReplySchema,
  wishlistRoutes,
} from '@stays/api-client';
import { consumeRateLimits, isRateLimitedError, readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import {
  AUTOCOMPLETE_FEEDBACK_LIMIT,
  generateNewLink,
  getSharedWishlist,
  getShortlistedHotelsList,
  getWishlist,
  recordAutocompleteFeedback,
  removeSharedWishlist,
  shortlistHotel,
} from '@stays/server-wishlists';
import type { ApiContext } from '../api-context';
import { transactionalDatabase } from '@stays/server-core';

/**
 * Wishlists (guest-journey §7 "POST shortlisthotel; GET shortlisted-hotels-list", accounts-commerce §7 "GET wishlist;
 * POST generateNewLink, removeSharedWishlist"): the signed-in guest's own list only, state changes with the session's
 * anti-forgery token; a shared list by its code for anyone. Also the autocomplete feedback call, rate-limited.
 */
export function registerWishlistRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(context);
  const { database } = context;

  api.post(
    wishlistRoutes.shortlistHotel,
    { schema: { body: shortlistHotelBodySchema, response: { 200: shortlistHotelReplySchema } }, preHandler: signedIn },
    (request) => shortlistHotel(transactionalDatabase(database), sessionUserOf(request).userId, request.body, context.now()),
  );

  api.get(wishlistRoutes.shortlistedHotelsList, { schema: { response: { 200: shortlistedHotelsListSchema } }, preHandler: signedIn }, (request) =>
    getShortlistedHotelsList(database, sessionUserOf(request).userId),
  );

  api.get(wishlistRoutes.wishlist, { schema: { response: { 200: wishlistReplySchema } }, preHandler: signedIn }, (request) =>
    getWishlist(database, sessionUserOf(request).userId),
  );

  api.get(
    wishlistRoutes.sharedWishlist,
    { schema: { params: sharedWishlistParamsSchema, response: { 200: sharedWishlistReplySchema } } },
    async (request, reply) => {
      // A shared list changes as its owner edits it; never cached by a shared cache.
      void reply.header('cache-control', 'private, no-store');
      return getSharedWishlist(database, request.params.wishlistCode);
    },
  );

  api.post(
    wishlistRoutes.generateNewLink,
    { schema: { body: wishlistLinkBodySchema, response: { 200: wishlistCodeDataSchema } }, preHandler: signedIn },
    (request) => generateNewLink(database, sessionUserOf(request).userId, context.now()),
  );

  api.post(
    wishlistRoutes.removeSharedWishlist,
    { schema: { body: wishlistLinkBodySchema, response: { 200: wishlistCodeDataSchema } }, preHandler: signedIn },
    (request) => removeSharedWishlist(database, sessionUserOf(request).userId, context.now()),
  );

  api.post(
    wishlistRoutes.autocompleteFeedback,
    { schema: { body: autocompleteFeedbackBodySchema, response: { 201: feedbackAckSchema } } },
    async (request, reply) => {
      const now = context.now();
      await limited(reply, () => consumeRateLimits(database, [{ rule: AUTOCOMPLETE_FEEDBACK_LIMIT, subject: request.ip }], now));
      const user = await readSessionUser(database, request, now);
      const ack = await recordAutocompleteFeedback(database, request.body, user?.userId ?? null, now);
      // 201: each feedback is a new row of its own.
      return reply.code(201).send(ack);
    },
  );
}

async function limited(reply: FastifyReply, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
