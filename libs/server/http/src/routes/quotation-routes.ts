import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingRoutes, createQuotationBodySchema, quotationIdSchema, quotationSchema } from '@stays/api-client';
import { requireUser, sessionUserOf } from '@stays/server-accounts';
import { createQuotation, getQuotation } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/**
 * Quotations (the hotel page's is_quotation, createBooking's quotation_id): a signed-in travel agent or business
 * account fixes a stay's price and sends the link; anyone holding the link reads it while it is valid.
 */
export function registerQuotationRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    bookingRoutes.quotations,
    { schema: { body: createQuotationBodySchema, response: { 201: quotationSchema } }, preHandler: requireUser(context) },
    async (request, reply) => {
      const user = sessionUserOf(request);
      const quotation = await createQuotation(context.database, { userId: user.userId, accountType: user.accountType }, request.body, context.now());
      return reply.status(201).send(quotation);
    },
  );

  api.get(bookingRoutes.quotation, { schema: { params: z.object({ quotationId: quotationIdSchema }), response: { 200: quotationSchema } } }, (request) =>
    getQuotation(context.database, request.params.quotationId, context.now()),
  );
}
