import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiRoutes,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  citiesQuerySchema,
  citiesResponseSchema,
  hotelDetailsParamsSchema,
  hotelDetailsQuerySchema,
  geographiesQuerySchema,
  geographiesResponseSchema,
  hotelDetailsSchema,
  requestedHotelDetailsSchema,
  mapSearchResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@stays/api-client';
import { getGeographies, getHotelDetails, listCities, searchHotels, searchMap, suggestPlaces } from '@stays/server-catalogue';
import { readSessionUser } from '@stays/server-accounts';
import { markShortlisted } from '@stays/server-wishlists';
import type { ApiContext } from '../api-context';
import { onlyRequestedFields } from './requested-fields';
import { withPreAppliedCoupons } from './pre-apply-coupon';

/** The catalogue calls of spec guest-journey §7: requests validated and replies serialized with the shared contracts. */
export function registerCatalogueRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, catalogueIndex } = context;

  api.get(apiRoutes.cities, { schema: { querystring: citiesQuerySchema, response: { 200: citiesResponseSchema } } }, (request) =>
    listCities(database, request.query),
  );

  api.get(apiRoutes.geographies, { schema: { querystring: geographiesQuerySchema, response: { 200: geographiesResponseSchema } } }, (request) =>
    getGeographies(database, request.query),
  );

  api.get(apiRoutes.autocomplete, { schema: { querystring: autocompleteQuerySchema, response: { 200: autocompleteResponseSchema } } }, (request) =>
    suggestPlaces(database, request.query),
  );

  // The signed-in guest sees their hearts filled (guest-journey §3 isShortListed); others get the same results.
  const viewerId = async (request: FastifyRequest) => (await readSessionUser(database, request, context.now()))?.userId ?? null;

  api.get(apiRoutes.search, { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } }, async (request) => {
    const [result, userId] = await Promise.all([searchHotels(database, request.query, context.now(), catalogueIndex), viewerId(request)]);
    const hotels = request.query.pre_apply_coupon_switch
      ? await withPreAppliedCoupons(database, result.hotels, (hotel) => hotel.id, context.now())
      : result.hotels;
    return { ...result, hotels: await markShortlisted(database, userId, hotels) };
  });

  api.get(apiRoutes.searchMap, { schema: { querystring: searchQuerySchema, response: { 200: mapSearchResponseSchema } } }, (request) =>
    searchMap(database, request.query, context.now(), catalogueIndex),
  );

  api.get(
    apiRoutes.hotelDetails,
    {
      schema: {
        params: hotelDetailsParamsSchema,
        querystring: hotelDetailsQuerySchema,
        response: { 200: z.union([hotelDetailsSchema, requestedHotelDetailsSchema]) },
      },
    },
    async (request) => {
      const [details, userId] = await Promise.all([
        getHotelDetails(database, request.params.hotelId, request.query, context.now(), catalogueIndex),
        viewerId(request),
      ]);
      const [marked] = await markShortlisted(database, userId, [details]);
      const fields = request.query.requested_fields;
      return fields ? onlyRequestedFields(marked ?? details, fields) : (marked ?? details);
    },
  );
}
