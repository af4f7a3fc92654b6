import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes, sitemapHotelsQuerySchema, sitemapHotelsResponseSchema, sitemapPlacesQuerySchema, sitemapPlacesResponseSchema } from '@stays/api-client';
import { getSitemapHotels, getSitemapPlaces } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/** What the web site's sitemap.xml lists: a brand's (and country's) property pages, a page at a time, and its places and deals. */
export function registerSitemapRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(apiRoutes.sitemapHotels, { schema: { querystring: sitemapHotelsQuerySchema, response: { 200: sitemapHotelsResponseSchema } } }, (request) =>
    getSitemapHotels(database, request.query),
  );

  api.get(apiRoutes.sitemapPlaces, { schema: { querystring: sitemapPlacesQuerySchema, response: { 200: sitemapPlacesResponseSchema } } }, (request) =>
    getSitemapPlaces(database, request.query, context.now()),
  );
}
