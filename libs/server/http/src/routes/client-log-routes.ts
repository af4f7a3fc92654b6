import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientLogRoutes, clientLogsBodySchema, clientLogsReplySchema } from '@stays/api-client';
import { consumeRateLimits, isRateLimitedError } from '@stays/server-accounts';
import { CLIENT_LOGS_LIMIT, recordClientLogs } from '@stays/server-analytics';
import type { ApiContext } from '../api-context';

/** 15 entries of a 500-character message and a 2,000-character stack fit; anything bigger is refused before it is parsed. */
const CLIENT_LOGS_BODY_LIMIT = 60 * 1024;

/**
 * "Client logging posts batches" (accounts-commerce §7, limits in §9): the site's errors and warnings, sent with
 * `navigator.sendBeacon` (or `fetch` with keepalive) as the page is hidden. Anonymous like sendData: no session, no
 * anti-forgery token, rate-limited by address.
 */
export function registerClientLogRoutes(app: FastifyInstance, context: ApiContext): void {
  const { database } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    clientLogRoutes.clientLogs,
    {
      bodyLimit: CLIENT_LOGS_BODY_LIMIT,
      schema: {
        summary: "Stores a batch of 1 to 15 of the site's own errors and warnings (no personal data), for running the site",
        body: clientLogsBodySchema,
        response: { 201: clientLogsReplySchema },
      },
    },
    async (request, reply) => {
      const now = context.now();
      try {
        await consumeRateLimits(database, [{ rule: CLIENT_LOGS_LIMIT, subject: request.ip }], now);
      } catch (error) {
        if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      const stored = await recordClientLogs(database, request.body.entries, request.headers['user-agent'], now);
      return reply.code(201).send({ stored });
    },
  );
}
