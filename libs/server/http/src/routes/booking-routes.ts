import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingCancellationBodySchema,
  bookingParamsSchema,
  bookingQuerySchema,
  bookingRoutes,
  bookingSchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
} from '@stays/api-client';
import { cancelBooking, createBooking, getBooking, transactionalDatabase } from '@stays/server-booking';
import type { ApiContext } from '../api-context';

/** The booking lifecycle calls of guest-journey §7: createBooking, booking lookup and bookingcancellation. */
export function registerBookingRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);

  api.post(
    bookingRoutes.createBooking,
    { schema: { headers: createBookingHeadersSchema, body: createBookingBodySchema, response: { 200: bookingSchema, 201: bookingSchema } } },
    async (request, reply) => {
      const result = await createBooking(database(), { idempotencyKey: request.headers['idempotency-key'], body: request.body }, context.now());
      if (result.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body);
    },
  );

  api.get(
    bookingRoutes.booking,
    { schema: { params: bookingParamsSchema, querystring: bookingQuerySchema, response: { 200: bookingSchema } } },
    (request) => getBooking(context.database, request.params.bookingId, request.query),
  );

  api.patch(
    bookingRoutes.bookingCancellation,
    { schema: { body: bookingCancellationBodySchema, response: { 200: bookingSchema } } },
    (request) => cancelBooking(database(), request.body, context.now()),
  );
}
