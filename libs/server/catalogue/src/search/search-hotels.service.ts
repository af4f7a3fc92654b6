import type { HotelSummary, ParsedSearchQuery, SearchResponse } from '@stays/api-client';
import { summariseStay } from '@stays/pricing';
import { addDays } from '@stays/validation';
import { hotelSummary } from '../property/hotel-summary';
import { assertCheckinNotPast, type Stay } from '../stay/resolve-stay';
import { distanceOf } from './distance';
import { withPricesBeforeTax } from './prices-before-tax';
import { openSearchHotels } from './open-search.service';
import { searchCriteria, searchStay } from './search-criteria';
import type { SearchRow } from './search-properties.repository';
import { readSearchPage, type CatalogueSource } from '../memory-index/catalogue-reads';
import { ServiceError, type SqlClient } from '@stays/server-core';

/**
 * GET /api/pwa/search: bookable properties of a place for a stay, priced, sorted and paged, in one SQL round trip;
 * without dates (open_search=true) the place's properties with their 'from' prices.
 */
export async function searchHotels(database: SqlClient, query: ParsedSearchQuery, now: Date, index?: CatalogueSource): Promise<SearchResponse> {
  const reply = await searchPriced(database, query, now, index);
  return query.tax_exclusive_pricing ? { ...reply, hotels: reply.hotels.map(withPricesBeforeTax) } : reply;
}

async function searchPriced(database: SqlClient, query: ParsedSearchQuery, now: Date, index: CatalogueSource): Promise<SearchResponse> {
  if (query.open_search) return openSearchHotels(database, query, now, index);
  const page = query.format_response;
  const stay = searchStay(query);
  const criteria = searchCriteria(query, stay, { limit: page.batch_count, offset: page.offset, minimal: false }, now);
  const result = await readSearchPage(database, index, criteria);
  if (!result.location) throw new ServiceError(404, 'LOCATION_NOT_FOUND', 'the searched city, locality, country or holiday park does not exist');
  assertCheckinNotPast(stay.checkin, result.location.timeZone, now);
  const totalCount = result.totalCount ?? (page.offset > 0 ? await countSearchResults(database, index, criteria) : 0);
  return {
    hotels: result.rows.map((row) => toHotelSummary(row, stay)),
    total_count: totalCount,
    offset: page.offset,
    batch_count: page.batch_count,
  };
}

function toHotelSummary(row: SearchRow, stay: Stay): HotelSummary {
  const offer =
    row.room_category_id === null || row.total === null
      ? null
      : {
          price: summariseStay({ nights: stay.nights, rooms: stay.rooms.length, total: row.total, slasherTotal: row.slasher_total }),
          roomCategoryId: row.room_category_id,
          availableRooms: row.free_rooms ?? 0,
        };
  // A flexible search's price may be for a moved stay: the card says which dates it is for.
  const shift = offer ? (row.stay_shift ?? 0) : 0;
  const flexibleDates = shift === 0 ? {} : { flexible_dates: { checkin: addDays(stay.checkin, shift), checkout: addDays(stay.checkout, shift) } };
  return { ...hotelSummary(row, offer), ...flexibleDates, ...distanceOf(row) };
}

/** Only when a page comes back empty past the end: how many results the search has in all. */
async function countSearchResults(database: SqlClient, index: CatalogueSource, criteria: Parameters<typeof readSearchPage>[2]): Promise<number> {
  const page = await readSearchPage(database, index, { ...criteria, limit: 1, offset: 0 });
  return page.totalCount ?? 0;
}
