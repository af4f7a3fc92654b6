import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { isCsrfTokenValid, readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import { cancelBooking, cancellationCharge, createBooking, estimateDateChange, getBooking, listUserBookings } from '@stays/server-booking';
import type { ApiContext } from '../api-context';
import { bookingPhoneProof, createBookingProof } from './booking-phone-proof';
import { bookingCaller, limitCreateBooking } from './create-booking-client';
import { bookingSourceOf } from './booking-source';
import type { ApiPayments } from './payment-provider-setup';
import { transactionalDatabase } from '@stays/server-core';

/**
 * The booking lifecycle calls of guest-journey §7: createBooking (also the DATE_CHANGE rebooking), booking lookup,
 * bookingcancellation with its charge and reasons, the date-change estimate, and the signed-in guest's bookings.
 */
export function registerBookingRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);

  const provenBy = bookingPhoneProof(context);

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
      await limitCreateBooking(context, request, reply);
      const userId = await signedInUserId(context, request);
      // The key is the caller's: replayed by anyone else (another account, no session, another address) it is refused.
      const caller = bookingCaller(userId, request.ip);
      const options = { payments, userId, addressFactor: context.accounts.addressLimitFactor };
      const body = { ...request.body, source: request.body.source ?? bookingSourceOf(request) };
      const result = await provenBy(request, reply, createBookingProof(body), () =>
        createBooking(database(), { idempotencyKey: request.headers['idempotency-key'], caller, body }, context.now(), options),
      );
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body);
    },
  );

  api.get(
    bookingRoutes.booking,
    { schema: { params: bookingParamsSchema, querystring: bookingQuerySchema, response: { 200: bookingSchema } } },
    (request, reply) =>
      provenBy(request, reply, { bookingId: request.params.bookingId, token: request.query.token }, () =>
        getBooking(context.database, request.params.bookingId, request.query),
      ),
  );

  api.patch(bookingRoutes.bookingCancellation, { schema: { body: bookingCancellationBodySchema, response: { 200: bookingSchema } } }, (request, reply) =>
    provenBy(request, reply, { bookingId: request.body.booking.id }, () => cancelBooking(database(), request.body, context.now(), payments)),
  );

  api.get(
    bookingRoutes.cancellationCharge,
    { schema: { params: bookingParamsSchema, querystring: cancellationChargeQuerySchema, response: { 200: cancellationChargeReplySchema } } },
    (request, reply) =>
      provenBy(request, reply, { bookingId: request.params.bookingId, token: request.query.token }, () =>
        cancellationCharge(context.database, request.params.bookingId, request.query, context.now()),
      ),
  );

  api.post(
    bookingRoutes.estimateCharge,
    { schema: { params: bookingParamsSchema, body: estimateChargeBodySchema, response: { 200: estimateChargeReplySchema } } },
    (request, reply) =>
      provenBy(request, reply, { bookingId: request.params.bookingId, token: request.body.token }, () =>
        estimateDateChange(database(), request.params.bookingId, request.body, context.now()),
      ),
  );

  api.get(
    bookingRoutes.bookings,
    { preHandler: requireUser(context), schema: { querystring: bookingsQuerySchema, response: { 200: bookingsReplySchema } } },
    (request) =>
      listUserBookings(
        context.database,
        sessionUserOf(request).userId,
        {
          statusCodes: request.query.filters?.status,
          subSource: request.query.filters?.sub_source,
          offset: request.query.batch?.offset,
          count: request.query.batch?.count,
        },
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
