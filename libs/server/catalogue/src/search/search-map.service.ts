import { MAP_SEARCH_LIMIT, type MapSearchResponse, type ParsedSearchQuery } from '@stays/api-client';
import { summariseStay } from '@stays/pricing';
import { assertCheckinNotPast } from '../stay/resolve-stay';
import { openSearchMap } from './open-search.service';
import { searchCriteria, searchStay } from './search-criteria';
import { readSearchPage, type CatalogueSource } from '../memory-index/catalogue-reads';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * GET /api/pwa/search/map: the same search as the list, up to 5,000 results from the first, with the few fields a
 * map pin needs (guest-journey §7 "Map search asks for up to 5000 results with minimal fields").
 */
export async function searchMap(database: SqlClient, query: ParsedSearchQuery, now: Date, index?: CatalogueSource): Promise<MapSearchResponse> {
  if (query.open_search) return openSearchMap(database, query, now, index);
  const stay = searchStay(query);
  const limit = Math.min(query.format_response.batch_count, MAP_SEARCH_LIMIT);
  const result = await readSearchPage(database, index, searchCriteria(query, stay, { limit, offset: 0, minimal: true }, now));
  if (!result.location) throw new ServiceError(404, 'LOCATION_NOT_FOUND', 'the searched city, locality, country or holiday park does not exist');
  assertCheckinNotPast(stay.checkin, result.location.timeZone, now);
  return {
    points: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      price_per_night:
        row.total === null
          ? null
          : summariseStay({ nights: stay.nights, rooms: stay.rooms.length, total: Number(row.total), slasherTotal: null }).price_per_night,
      total_price: row.total === null ? null : Number(row.total),
      currency_code: row.currency_code,
      rating: row.rating_value,
      country_id: row.country_id,
    })),
    total_count: result.totalCount ?? 0,
  };
}
