import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  allCitiesQuerySchema,
  allCitiesSchema,
  allCountriesQuerySchema,
  allCountriesSchema,
  autocompleteDetailsQuerySchema,
  autocompleteDetailsSchema,
  latLongQuerySchema,
  latLongSchema,
  nearbyPlacesQuerySchema,
  nearbyPlacesSchema,
  nearbyThingsQuerySchema,
  nearbyThingsSchema,
  placeRoutes,
} from '@stays/api-client';
import { getAutocompleteDetails, getLatLong, getNearbyPlaces, getNearbyThings, listAllCities, listAllCountries } from '@stays/server-catalogue';
import type { ApiContext } from '../api-context';

/**
 * The place calls of guest-journey §7 beside autocomplete, cities and geographies: a suggestion's details, lat/long
 * by place id, nearby places and things, all cities and all countries. Read-only, from the catalogue.
 */
export function registerPlaceRoutes(app: FastifyInstance, context: ApiContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;

  api.get(
    placeRoutes.autocompleteDetails,
    { schema: { querystring: autocompleteDetailsQuerySchema, response: { 200: autocompleteDetailsSchema } } },
    (request) => getAutocompleteDetails(database, request.query),
  );

  api.get(placeRoutes.latLongByPlaceId, { schema: { querystring: latLongQuerySchema, response: { 200: latLongSchema } } }, (request) =>
    getLatLong(database, request.query),
  );

  api.get(placeRoutes.nearbyPlaces, { schema: { querystring: nearbyPlacesQuerySchema, response: { 200: nearbyPlacesSchema } } }, (request) =>
    getNearbyPlaces(database, request.query),
  );

  api.get(placeRoutes.nearbyThings, { schema: { querystring: nearbyThingsQuerySchema, response: { 200: nearbyThingsSchema } } }, (request) =>
    getNearbyThings(database, request.query),
  );

  api.get(placeRoutes.allCities, { schema: { querystring: allCitiesQuerySchema, response: { 200: allCitiesSchema } } }, (request) =>
    listAllCities(database, request.query),
  );

  api.get(placeRoutes.allCountries, { schema: { querystring: allCountriesQuerySchema, response: { 200: allCountriesSchema } } }, (request) =>
    listAllCountries(request.query),
  );
}
