import { OPEN_SEARCH_PRICE_NIGHTS } from '@stays/brand-config';
import { priceOneNight } from '@stays/pricing';
import { todayIn } from '@stays/validation';
import type { OpenSearchCriteria, OpenSearchPage, OpenSearchRow } from '../search/open-search.repository';
import type { CatalogueIndex, IndexedCategory, IndexedProperty } from './catalogue-index';
import { dayOf, freeRoomsAt, nightAt, priceAt } from './category-nights';
import { byRank, locate, placeProperties, propertyColumns, ranked, type Ranked } from './place-in-memory';

/**
 * The twin of `openSearchProperties` over the in-memory index: every property of the place the filters keep, with
 * its 'from' price (its cheapest category's cheapest night of all the rooms asked over the next
 * OPEN_SEARCH_PRICE_NIGHTS nights from today in the place's time zone), sorted and paged.
 */
export function openSearchPropertiesInMemory(index: CatalogueIndex, criteria: OpenSearchCriteria): OpenSearchPage {
  const location = locate(index, criteria);
  if (!location) return { location: null, rows: [], totalCount: null };
  const today = dayOf(todayIn(criteria.now, location.timeZone));
  const candidates: Ranked<null>[] = [];
  for (const property of placeProperties(index, criteria)) {
    const price = fromPrice(property, today, criteria);
    if (criteria.pricePerNightMin !== undefined && (price === null || price < criteria.pricePerNightMin)) continue;
    if (criteria.pricePerNightMax !== undefined && (price === null || price > criteria.pricePerNightMax)) continue;
    candidates.push(ranked(property, price, null, 0, criteria.sort, location));
  }
  candidates.sort(byRank);
  const page = candidates.slice(criteria.offset, criteria.offset + criteria.limit);
  const rows = page.map(({ property, price }): OpenSearchRow => ({
    ...propertyColumns(property, location, criteria.minimal ?? false),
    from_price: price,
    total_count: candidates.length,
  }));
  return { location: { countryId: location.countryId, timeZone: location.timeZone }, rows, totalCount: rows.length > 0 ? candidates.length : null };
}

/** `categoryFromPricesSql` per property: the lowest of its categories' 'from' prices, null when none has the rooms free. */
function fromPrice(property: IndexedProperty, today: number, criteria: OpenSearchCriteria): number | null {
  if (property.facts.minRooms > criteria.roomsNeeded) return null;
  let lowest: number | null = null;
  for (const category of property.categories) {
    if (category.maxOccupancy < criteria.maxAdults) continue;
    const price = categoryFromPrice(category, today, criteria);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

function categoryFromPrice(category: IndexedCategory, today: number, criteria: OpenSearchCriteria): number | null {
  const nights = category.nights;
  let lowest: number | null = null;
  for (let day = today; day < today + OPEN_SEARCH_PRICE_NIGHTS; day += 1) {
    const at = nightAt(nights, day);
    if (at < 0 || freeRoomsAt(nights, at) < criteria.roomsNeeded) continue;
    const price = priceOneNight(priceAt(nights, at), category.tariffs, criteria.mix);
    if (lowest === null || price < lowest) lowest = price;
  }
  return lowest;
}
