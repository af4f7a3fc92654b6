import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  walletQuerySchema,
  walletReplySchema,
  walletRoutes,
  walletTransactionsQuerySchema,
  walletTransactionsReplySchema,
  wizardStatusQuerySchema,
  wizardStatusReplySchema,
  type ApiError,
} from '@stays/api-client';
import { findUserById, readSessionUser, requireUser, sendUnauthorized, sessionUserOf } from '@stays/server-accounts';
import { getWallet, getWalletTransactions, getWizardStatus } from '@stays/server-wallet';
import type { ApiContext } from '../api-context';

/**
 * GET wallet, walletTransactions and wizard status (accounts-commerce §7). A wallet is only ever the session's own:
 * user_type "user" needs a signed-in guest (401 otherwise, the cookie cleared); "guest_user" answers an empty wallet.
 */
export function registerWalletRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    walletRoutes.wallet,
    { schema: { querystring: walletQuerySchema, response: { 200: walletReplySchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const user = await readSessionUser(context.database, request, context.now());
      if (!user && request.query.user_type === 'user') return sendUnauthorized(request, reply);
      return getWallet(context.database, user?.userId ?? null, request.query, context.now());
    },
  );

  api.get(
    walletRoutes.walletTransactions,
    { schema: { querystring: walletTransactionsQuerySchema, response: { 200: walletTransactionsReplySchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const user = await readSessionUser(context.database, request, context.now());
      if (!user && request.query.user_type === 'user') return sendUnauthorized(request, reply);
      return getWalletTransactions(context.database, user?.userId ?? null, request.query, context.now());
    },
  );

  // The phone in the query names whose status the page expects; it must be the session's own account.
  api.get(
    walletRoutes.wizardStatus,
    { schema: { querystring: wizardStatusQuerySchema, response: { 200: wizardStatusReplySchema, 403: apiErrorSchema } }, preHandler: requireUser(context) },
    async (request, reply) => {
      const { userId } = sessionUserOf(request);
      const { phone, country_code: countryCode } = request.query;
      if (phone !== undefined || countryCode !== undefined) {
        const account = await findUserById(context.database, userId);
        if ((phone !== undefined && account?.phone !== phone) || (countryCode !== undefined && account?.country_code !== countryCode)) {
          const body: ApiError = {
            statusCode: 403,
            code: 'WIZARD_STATUS_NOT_YOURS',
            message: 'You can only see the membership of the account you are signed in to.',
          };
          return reply.status(403).send(body);
        }
      }
      return getWizardStatus(context.database, userId, context.now());
    },
  );
}
