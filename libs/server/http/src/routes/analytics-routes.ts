import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsRoutes,
  consentInfoQuerySchema,
  consentInfoSchema,
  devAnalyticsEventsQuerySchema,
  devAnalyticsEventsReplySchema,
  sendDataBodySchema,
  sendDataReplySchema,
} from '@stays/api-client';
import { consumeRateLimits, isRateLimitedError } from '@stays/server-accounts';
import { ANALYTICS_SEND_LIMIT, consentInfoFor, readSessionEvents, recordAnalyticsEvents } from '@stays/server-analytics';
import type { ApiContext } from '../api-context';

/** A batch is at most 25 small events: anything bigger is refused before it is parsed. */
const SEND_DATA_BODY_LIMIT = 32 * 1024;

/**
 * The consent info (accounts-commerce §7 "Consent (gdpr) info request on mount") and the tracking events
 * ("POST /analytics/sendData"), anonymous: no session, no anti-forgery token, rate-limited by address.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(
    analyticsRoutes.consentInfo,
    {
      schema: {
        summary: "What the consent banner needs for a country: the gdpr flag, the consent categories and each one's cookies with their lifetimes",
        querystring: consentInfoQuerySchema,
        response: { 200: consentInfoSchema },
      },
    },
    async (request, reply) => {
      // The same for every guest of a country; shared caches may keep it for an hour.
      void reply.header('cache-control', 'public, max-age=3600');
      return consentInfoFor(request.query.country_code);
    },
  );

  api.post(
    analyticsRoutes.sendData,
    {
      bodyLimit: SEND_DATA_BODY_LIMIT,
      schema: {
        summary: 'Stores a batch of 1 to 25 tracking events (page views, scroll milestones, funnel steps) the guest consented to',
        body: sendDataBodySchema,
        response: { 201: sendDataReplySchema },
      },
    },
    async (request, reply) => {
      const now = context.now();
      try {
        await consumeRateLimits(database, [{ rule: ANALYTICS_SEND_LIMIT, subject: request.ip }], now);
      } catch (error) {
        if (isRateLimitedError(error)) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      const stored = await recordAnalyticsEvents(database, request.body.events, now);
      return reply.code(201).send({ stored });
    },
  );
}

/** GET /api/pwa/dev/analytics-events?session_id=: what one session's events became (DEV_TOOLS only, like the outbox). */
export function registerDevAnalyticsRoute(app: FastifyInstance, context: ApiContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      analyticsRoutes.devEvents,
      { schema: { querystring: devAnalyticsEventsQuerySchema, response: { 200: devAnalyticsEventsReplySchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { events: await readSessionEvents(context.database, request.query.session_id) };
      },
    );
}
