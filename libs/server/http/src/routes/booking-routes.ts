import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSRF_HEADER,
  bookingCancellationBodySchema,
  bookingParamsSchema,
  bookingQuerySchema,
  bookingRoutes,
  bookingSchema,
  bookingsQuerySchema,
  bookingsReplySchema,
  cancellationChargeQuerySchema,
  cancellationChargeReplySchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
  createBookingReplySchema,
  estimateChargeBodySchema,
  estimateChargeReplySchema,
} from '@stays/api-client';
import { enforceBookingLookupLimit, isCsrfTokenValid, isRateLimitedError, readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import { cancelBooking, cancellationCharge, createBooking, estimateDateChange, getBooking, listUserBookings, transactionalDatabase } from '@stays/server-booking';
import type { ApiContext } from '../api-context';
import type { ApiPayments } from './payment-provider-setup';

/**
 * The booking lifecycle calls of guest-journey §7: createBooking (also the DATE_CHANGE rebooking), booking lookup,
 * bookingcancellation with its charge and reasons, the date-change estimate, and the signed-in guest's bookings.
 */
export function registerBookingRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);

  /**
   * A booking found by its id and the guest's phone can be guessed at: such lookups (and cancellations) are
   * limited per address and per booking. A lookup by the booking's encrypted token cannot be guessed and is free.
   */
  async function limitPhoneLookup(request: FastifyRequest, reply: FastifyReply, bookingId: string, token: string | undefined): Promise<void> {
    if (token) return;
    try {
      await enforceBookingLookupLimit(context.database, { address: request.ip, bookingId }, context.now());
    } catch (error) {
      if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  }

  api.post(
    bookingRoutes.createBooking,
    {
      schema: {
        headers: createBookingHeadersSchema,
        body: createBookingBodySchema,
        response: { 200: createBookingReplySchema, 201: createBookingReplySchema },
      },
    },
    async (request, reply) => {
      const userId = await signedInUserId(context, request);
      const result = await createBooking(database(), { idempotencyKey: request.headers['idempotency-key'], body: request.body }, context.now(), { payments, userId });
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body);
    },
  );

  api.get(
    bookingRoutes.booking,
    { schema: { params: bookingParamsSchema, querystring: bookingQuerySchema, response: { 200: bookingSchema } } },
    async (request, reply) => {
      await limitPhoneLookup(request, reply, request.params.bookingId, request.query.token);
      return getBooking(context.database, request.params.bookingId, request.query);
    },
  );

  api.patch(
    bookingRoutes.bookingCancellation,
    { schema: { body: bookingCancellationBodySchema, response: { 200: bookingSchema } } },
    async (request, reply) => {
      await limitPhoneLookup(request, reply, request.body.booking.id, undefined);
      return cancelBooking(database(), request.body, context.now(), payments);
    },
  );

  api.get(
    bookingRoutes.cancellationCharge,
    { schema: { params: bookingParamsSchema, querystring: cancellationChargeQuerySchema, response: { 200: cancellationChargeReplySchema } } },
    async (request, reply) => {
      await limitPhoneLookup(request, reply, request.params.bookingId, request.query.token);
      return cancellationCharge(context.database, request.params.bookingId, request.query, context.now());
    },
  );

  api.post(
    bookingRoutes.estimateCharge,
    { schema: { params: bookingParamsSchema, body: estimateChargeBodySchema, response: { 200: estimateChargeReplySchema } } },
    (request) => estimateDateChange(database(), request.params.bookingId, request.body, context.now()),
  );

  api.get(
    bookingRoutes.bookings,
    { preHandler: requireUser(context), schema: { querystring: bookingsQuerySchema, response: { 200: bookingsReplySchema } } },
    (request) =>
      listUserBookings(
        context.database,
        sessionUserOf(request).userId,
        { statusCodes: request.query.filters?.status, offset: request.query.batch?.offset, count: request.query.batch?.count },
        context.now(),
      ),
  );
}

/**
 * The signed-in guest making a booking (for "my bookings" and coupons), only when the request carries the session's
 * anti-forgery token: another site cannot book in a signed-in guest's name.
 */
async function signedInUserId(context: ApiContext, request: FastifyRequest): Promise<number | null> {
  const user = await readSessionUser(context.database, request, context.now());
  if (!user || !isCsrfTokenValid(context.accounts.secret, user.token, request.headers[CSRF_HEADER])) return null;
  return user.userId;
}

