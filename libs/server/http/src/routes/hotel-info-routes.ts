import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoutes,
  hotelOneLinerParamsSchema,
  hotelOneLinerSchema,
  tooltipInfoParamsSchema,
  tooltipInfoQuerySchema,
  tooltipInfoSchema,
  trustSafetyQuerySchema,
  trustSafetySchema,
} from '@stays/api-client';
import { getHotelOneLiner, getTooltipInfo, getTrustSafety } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/** The hotel page's information calls of guest-journey §7: trustSafety, tooltip info, hotelonelinerinfo. */
export function registerHotelInfoRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(apiRoutes.trustSafety, { schema: { querystring: trustSafetyQuerySchema, response: { 200: trustSafetySchema } } }, (request) =>
    getTrustSafety(request.query),
  );

  api.get(
    apiRoutes.tooltipInfo,
    { schema: { params: tooltipInfoParamsSchema, querystring: tooltipInfoQuerySchema, response: { 200: tooltipInfoSchema } } },
    (request) => getTooltipInfo(database, request.params.hotelId, request.query.category_id, context.now()),
  );

  api.get(apiRoutes.hotelOneLinerInfo, { schema: { params: hotelOneLinerParamsSchema, response: { 200: hotelOneLinerSchema } } }, (request) =>
    getHotelOneLiner(database, request.params.id),
  );
}
