import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, dealByNameParamsSchema, dealInfoParamsSchema, dealInfoQuerySchema, dealInfoSchema } from '@stays/api-client';
import { getDealInfo } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/** Deals (guest-journey §7 "GET deal info by {id}", and by name for the /deals/{dealName} page). */
export function registerDealRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(apiRoutes.dealInfo, { schema: { params: dealInfoParamsSchema, querystring: dealInfoQuerySchema, response: { 200: dealInfoSchema } } }, (request) =>
    getDealInfo(database, { id: request.params.dealId }, request.query.brand_name, context.now()),
  );

  api.get(
    apiRoutes.dealByName,
    { schema: { params: dealByNameParamsSchema, querystring: dealInfoQuerySchema, response: { 200: dealInfoSchema } } },
    (request) => getDealInfo(database, { urlName: request.params.dealName }, request.query.brand_name, context.now()),
  );
}
