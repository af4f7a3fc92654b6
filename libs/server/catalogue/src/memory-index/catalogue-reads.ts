import type { SqlClient } from '@stays/server-core';
import { findCalendarNights, type CalendarNightRow } from '../calendar/find-calendar-nights.repository';
import { findActiveProperty, type PropertyRow } from '../hotel-details/find-property.repository';
import { findCategoriesWithNights, type CategoryWithNights } from '../hotel-details/find-room-nights.repository';
import { openSearchProperties, type OpenSearchCriteria, type OpenSearchPage } from '../search/open-search.repository';
import { searchProperties, type SearchCriteria, type SearchPage } from '../search/search-properties.repository';
import type { CatalogueIndex } from './catalogue-index';
import { calendarNightsInMemory, categoriesWithNightsInMemory } from './hotel-reads-in-memory';
import { openSearchPropertiesInMemory } from './open-search-in-memory';
import { searchPropertiesInMemory } from './search-in-memory';

/**
 * Where the catalogue's reads come from: the process's in-memory index when the caller has one (the API's search,
 * map and hotel page calls), else PostgreSQL — always for a booking, which must price and take what is stored now.
 */
export type CatalogueSource = CatalogueIndex | null | undefined;

export async function readSearchPage(database: SqlClient, index: CatalogueSource, criteria: SearchCriteria): Promise<SearchPage> {
  return index ? searchPropertiesInMemory(index, criteria) : searchProperties(database, criteria);
}

export async function readOpenSearchPage(database: SqlClient, index: CatalogueSource, criteria: OpenSearchCriteria): Promise<OpenSearchPage> {
  return index ? openSearchPropertiesInMemory(index, criteria) : openSearchProperties(database, criteria);
}

export async function readActiveProperty(database: SqlClient, index: CatalogueSource, propertyId: number): Promise<PropertyRow | null> {
  return index ? (index.property(propertyId)?.row ?? null) : findActiveProperty(database, propertyId);
}

export async function readCategoriesWithNights(
  database: SqlClient,
  index: CatalogueSource,
  propertyId: number,
  stay: { checkin: string; checkout: string },
): Promise<CategoryWithNights[]> {
  return index ? categoriesWithNightsInMemory(index, propertyId, stay) : findCategoriesWithNights(database, propertyId, stay);
}

export async function readCalendarNights(
  database: SqlClient,
  index: CatalogueSource,
  propertyId: number,
  window: { start: string; end: string },
  roomCategoryId: number | null,
): Promise<CalendarNightRow[]> {
  return index ? calendarNightsInMemory(index, propertyId, window, roomCategoryId) : findCalendarNights(database, propertyId, window, roomCategoryId);
}
