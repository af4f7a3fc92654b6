import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, couponQuoteSchema, validateCouponBodySchema } from '@stays/api-client';
import { requireUser, sessionUserOf } from '@stays/server-accounts';
import { validateCoupon } from '@stays/server-offers';
import type { ApiContext } from '../api-context';

/** Coupons (guest-journey §7 "POST validatecoupon"): signed-in guests only, with the session's anti-forgery token. */
export function registerOfferRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    apiRoutes.validateCoupon,
    { schema: { body: validateCouponBodySchema, response: { 200: couponQuoteSchema } }, preHandler: requireUser(context) },
    (request) => validateCoupon(context.database, request.body, sessionUserOf(request).userId, context.now()),
  );
}
