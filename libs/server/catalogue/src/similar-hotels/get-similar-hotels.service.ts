import type { z } from 'zod';
import type { SimilarHotel, SimilarHotelsResponse, similarHotelsQuerySchema } from '@stays/api-client';
import { roundToOneDecimal } from '@stays/pricing';
import { findActiveProperty } from '../hotel-details/find-property.repository';
import { priceCategoriesForStay } from '../hotel-details/price-categories';
import { hotelSummary } from '../property/hotel-summary';
import { resolveStay } from '../stay/resolve-stay';
import { findNearbyProperties } from './find-nearby-properties.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

type SimilarHotelsRequest = z.output<typeof similarHotelsQuerySchema>;

/** Similar stays are looked for this far from the sold-out one. */
const SIMILAR_HOTELS_RADIUS_KM = 50;
/** Nearest candidates priced per page asked for: enough to fill a batch when some are sold out too. */
const CANDIDATES_PER_RESULT = 6;

/**
 * GET /api/pwa/similar-hotels: the nearest properties of the same brand and type as a (sold-out) one, priced for the
 * same stay, skipping sold-out ones when filters[available] (default), paged by batch count and offset.
 */
export async function getSimilarHotels(database: SqlClient, query: SimilarHotelsRequest, now: Date): Promise<SimilarHotelsResponse> {
  const affinity = await findActiveProperty(database, query.filters.affinity_hotel_id);
  if (!affinity) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${query.filters.affinity_hotel_id} does not exist or is not bookable`);
  const stay = resolveStay(
    {
      checkin: query.available_room_count.checkin,
      checkout: query.available_room_count.checkout,
      minCount: query.available_room_count.min_count,
      roomsConfig: query.rooms_config,
    },
    { timeZone: affinity.time_zone, now },
  );
  const { count, offset } = query.format_response.batch;
  const candidates = await findNearbyProperties(database, affinity.id, {
    point: query.filters.coordinates,
    radiusKm: SIMILAR_HOTELS_RADIUS_KM,
    limit: (offset + count) * CANDIDATES_PER_RESULT,
  });
  const hotels: SimilarHotel[] = [];
  let skipped = 0;
  for (const candidate of candidates) {
    if (hotels.length === count) break;
    const property = await findActiveProperty(database, candidate.id);
    if (!property) continue;
    const { offer } = await priceCategoriesForStay(database, property, stay, undefined);
    if (query.filters.available && !offer) continue;
    if (skipped < offset) {
      skipped += 1;
      continue;
    }
    hotels.push({ ...hotelSummary(property, offer), distance: roundToOneDecimal(candidate.distance_km), distance_unit: 'km' });
  }
  return { hotels };
}
