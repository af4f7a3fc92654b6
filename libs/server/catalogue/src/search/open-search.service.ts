import { MAP_SEARCH_LIMIT, type HotelSummary, type MapSearchResponse, type ParsedSearchQuery, type SearchResponse } from '@stays/api-client';
import { hotelSummary } from '../property/hotel-summary';
import { distanceOf } from './distance';
import type { OpenSearchCriteria, OpenSearchRow } from './open-search.repository';
import { readOpenSearchPage, type CatalogueSource } from '../memory-index/catalogue-reads';
import { openSearchCriteria } from './search-criteria';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * GET /api/pwa/search with open_search=true (guest-journey §4, §5): the place's properties without dates, so with no
 * stay price and no availability claimed, each with its 'from' price per night; sorted, filtered and paged as asked.
 */
export async function openSearchHotels(database: SqlClient, query: ParsedSearchQuery, now: Date, index: CatalogueSource): Promise<SearchResponse> {
  const page = query.format_response;
  const criteria = openSearchCriteria(query, now, { limit: page.batch_count, offset: page.offset, minimal: false });
  const result = await readOpenSearchPage(database, index, criteria);
  if (!result.location) throw locationNotFound();
  const totalCount = result.totalCount ?? (page.offset > 0 ? await countOpenSearchResults(database, index, criteria) : 0);
  return { hotels: result.rows.map(toOpenHotelSummary), total_count: totalCount, offset: page.offset, batch_count: page.batch_count };
}

/** GET /api/pwa/search/map with open_search=true: the same properties as pins, each priced by its 'from' price. */
export async function openSearchMap(database: SqlClient, query: ParsedSearchQuery, now: Date, index: CatalogueSource): Promise<MapSearchResponse> {
  const limit = Math.min(query.format_response.batch_count, MAP_SEARCH_LIMIT);
  const result = await readOpenSearchPage(database, index, openSearchCriteria(query, now, { limit, offset: 0, minimal: true }));
  if (!result.location) throw locationNotFound();
  return {
    points: result.rows.map((row) => ({
      id: row.id,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      price_per_night: fromPrice(row),
      currency_code: row.currency_code,
      rating: row.rating_value,
      country_id: row.country_id,
    })),
    total_count: result.totalCount ?? 0,
  };
}

function toOpenHotelSummary(row: OpenSearchRow): HotelSummary {
  // No stay: neither priced nor sold out, but 'from' a night's price.
  return { ...hotelSummary(row, null), isSoldOut: false, from_price_per_night: fromPrice(row), ...distanceOf(row) };
}

function fromPrice(row: OpenSearchRow): number | null {
  return row.from_price === null ? null : Number(row.from_price);
}

function locationNotFound(): ServiceError {
  return new ServiceError(404, 'LOCATION_NOT_FOUND', 'the searched city, locality, country or holiday park does not exist');
}

/** Only when a page comes back empty past the end: how many results the open search has in all. */
async function countOpenSearchResults(database: SqlClient, index: CatalogueSource, criteria: OpenSearchCriteria): Promise<number> {
  const page = await readOpenSearchPage(database, index, { ...criteria, limit: 1, offset: 0 });
  return page.totalCount ?? 0;
}
