import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingPropertyMetaQuerySchema,
  bookingPropertyMetaSchema,
  cmsQuerySchema,
  cmsResponseSchema,
  contentApiRoutes,
  policyCheckQuerySchema,
  policyCheckSchema,
  seoContentQuerySchema,
  seoContentSchema,
} from '@stays/api-client';
import { getPolicyCheck, readSessionUser } from '@stays/server-accounts';
import { getBookingPropertyMeta, getCms, getSeoContent, siteOfRequest } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/** The content and property-meta calls of guest-journey §7 and accounts-commerce §7: cms, getSeoContent, policy-check, bookingPropertMeta. */
export function registerContentRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(contentApiRoutes.cms, { schema: { querystring: cmsQuerySchema, response: { 200: cmsResponseSchema } } }, (request) =>
    getCms(request.query, request.hostname),
  );

  api.get(contentApiRoutes.seoContent, { schema: { querystring: seoContentQuerySchema, response: { 200: seoContentSchema } } }, (request) =>
    getSeoContent(database, request.query, request.hostname),
  );

  api.get(contentApiRoutes.policyCheck, { schema: { querystring: policyCheckQuerySchema, response: { 200: policyCheckSchema } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const session = await readSessionUser(database, request, context.now());
    return getPolicyCheck(database, siteOfRequest(request.hostname, request.query.country_code), session?.userId ?? null);
  });

  api.get(
    contentApiRoutes.bookingPropertyMeta,
    { schema: { querystring: bookingPropertyMetaQuerySchema, response: { 200: bookingPropertyMetaSchema } } },
    (request) => getBookingPropertyMeta(database, request.query, context.now()),
  );
}
