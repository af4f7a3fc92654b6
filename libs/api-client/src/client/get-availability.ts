import { availabilitySchema, type Availability, type AvailabilityQuery } from '../contracts/availability';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getAvailability(options: ApiClientOptions, query: AvailabilityQuery, signal?: AbortSignal): Promise<Availability> {
  return getJson(options, apiRoutes.availability, query, availabilitySchema, signal);
}
