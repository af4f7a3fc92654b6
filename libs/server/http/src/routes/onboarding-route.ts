import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes, onboardingQuerySchema, onboardingReplySchema } from '@stays/api-client';
import { onboardingWidget } from '@stays/server-accounts';

/**
 * GET /v1/create/account/onboarding (accounts-commerce §7, "on a separate host"): the API answers it under that
 * exact path; the web app reaches it at ONBOARDING_ORIGIN (its own site by default, proxied like /api/pwa/).
 */
export function registerOnboardingRoute(app: FastifyInstance): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(accountRoutes.onboarding, { schema: { querystring: onboardingQuerySchema, response: { 200: onboardingReplySchema } } }, async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return onboardingWidget(request.query);
    });
}
