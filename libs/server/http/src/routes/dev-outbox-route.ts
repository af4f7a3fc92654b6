import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes, devAddressReplySchema, devOutboxQuerySchema, devOutboxReplySchema } from '@stays/api-client';
import { readOutbox } from '@stays/server-notifications';
import type { ApiContext } from '../api-context';

/**
 * GET /api/pwa/dev/outbox?to=<e-mail or +<dial code><phone>>: what that recipient would have received (OTP SMS,
 * reset and verification e-mails, booking messages), newest first. Registered only when the API runs with
 * DEV_TOOLS=true (npm start, the journeys); production never has the route.
 */
export function registerDevOutboxRoute(app: FastifyInstance, context: ApiContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(accountRoutes.devOutbox, { schema: { querystring: devOutboxQuerySchema, response: { 200: devOutboxReplySchema } } }, async (request, reply) => {
      const messages = await readOutbox(context.database, request.query.to);
      void reply.header('cache-control', 'no-store');
      return {
        messages: messages.map(({ id, channel, recipient, template, payload, created_at }) => ({ id, channel, recipient, template, payload, created_at })),
      };
    });

  // GET /api/pwa/dev/address: the address this API counts the caller's rate limits against (through the web
  // server's proxy, the guest's own; never one the guest wrote in X-Forwarded-For).
  app.withTypeProvider<ZodTypeProvider>().get(accountRoutes.devAddress, { schema: { response: { 200: devAddressReplySchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { address: request.ip };
  });
}
