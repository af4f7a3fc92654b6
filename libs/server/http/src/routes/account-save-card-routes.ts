import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSaveCardBodySchema,
  accountSaveCardReturnQuerySchema,
  apiErrorSchema,
  paymentRedirectSchema,
  paymentRoutes,
  savedCardsReplySchema,
} from '@stays/api-client';
import { readSessionUser, requireUser, sessionUserOf } from '@stays/server-accounts';
import { finishAccountSaveCard, listAccountCards, startAccountSaveCard } from '@stays/server-booking';
import type { ApiContext } from '../api-context';
import type { ApiPayments } from './payment-provider-setup';
import { transactionalDatabase } from '@stays/server-core';

/**
 * The general save-card (accounts-commerce §7, /booking/save-card): a signed-in guest's saved cards, a card check
 * for a new one (401 without a session, 403 without the anti-forgery token) and the provider's return from it.
 */
export function registerAccountSaveCardRoutes(app: FastifyInstance, context: ApiContext, payments: ApiPayments): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const database = () => transactionalDatabase(context.database);

  api.get(
    paymentRoutes.savedCards,
    { schema: { response: { 200: savedCardsReplySchema, 401: apiErrorSchema } }, preHandler: requireUser(context) },
    (request) => listAccountCards(database(), sessionUserOf(request).userId),
  );
  api.post(
    paymentRoutes.accountSaveCard,
    {
      schema: { body: accountSaveCardBodySchema, response: { 200: paymentRedirectSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
      preHandler: requireUser(context),
    },
    (request) => startAccountSaveCard(database(), payments, sessionUserOf(request).userId, request.body, context.now()),
  );
  api.get(paymentRoutes.accountSaveCardReturn, { schema: { querystring: accountSaveCardReturnQuerySchema } }, async (request, reply) => {
    const user = await readSessionUser(context.database, request, context.now());
    return reply.redirect(await finishAccountSaveCard(database(), payments, user?.userId ?? null, request.query, context.now()), 303);
  });
}
