import type { Availability, AvailabilityQuery } from '../contracts/availability';
import { apiRoutes } from '../routes';
import { getJson, type ApiClientOptions } from './http';

export function getAvailability(options: ApiClientOptions, query: AvailabilityQuery, signal?: AbortSignal): Promise<Availability> {
  return getJson(options, apiRoutes.availability, query, () => import('../contracts/availability').then((contract) => contract.availabilitySchema), signal);
}
