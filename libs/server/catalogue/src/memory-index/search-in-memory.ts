import { priceOneNight, type OccupancyMix } from '@stays/pricing';
import { shiftedStays, todayIn, type ShiftedStay } from '@stays/validation';
import type { SearchCriteria, SearchPage, SearchRow } from '../search/search-properties.repository';
import type { CatalogueIndex, IndexedCategory, IndexedProperty } from './catalogue-index';
import { dayOf, freeRoomsAt, minStayAt, nightAt, priceAt, slasherAt } from './category-nights';
import { byRank, locate, placeProperties, propertyColumns, ranked, type Location, type Ranked } from './place-in-memory';

interface StayOffer {
  category: IndexedCategory;
  total: number;
  freeRooms: number;
  shift: number;
}

type DatedStay = ShiftedStay & { firstDay: number };

type Candidate = Ranked<StayOffer | null>;

/**
 * The twin of `searchProperties` over the in-memory index: the same rows, in the same order, with the same counts —
 * the place's properties with a room category free on every night of the stay (or of a shifted stay) for all the
 * rooms asked, priced by `priceOneNight`, the cheapest per property, filtered, sorted and paged.
 * `memory-index.integration.test.ts` compares both over many searches.
 */
export function searchPropertiesInMemory(index: CatalogueIndex, criteria: SearchCriteria): SearchPage {
  const location = locate(index, criteria);
  if (!location) return { location: null, rows: [], totalCount: null };
  const today = criteria.flexible ? todayIn(criteria.flexible.now, location.timeZone) : null;
  const stays = shiftedStays({ checkin: criteria.checkin, checkout: criteria.checkout }, criteria.flexible?.days ?? 0)
    .filter((stay) => !(stay.shift < 0 && today !== null && stay.checkin < today))
    .map((stay) => ({ ...stay, firstDay: dayOf(stay.checkin) }));

  const candidates: Candidate[] = [];
  for (const property of placeProperties(index, criteria)) {
    const offer = property.facts.minRooms <= criteria.roomsNeeded ? cheapestOffer(property, stays, criteria) : null;
    if (!offer && criteria.availableOnly) continue;
    if (!withinPriceBounds(offer, criteria)) continue;
    // Bookable first (ORDER BY room_category_id IS NULL), then the sort.
    candidates.push(ranked(property, offer?.total ?? null, offer, offer ? 0 : 1, criteria.sort, location));
  }
  candidates.sort(byRank);

  const page = candidates.slice(criteria.offset, criteria.offset + criteria.limit);
  const rows = page.map((candidate) => searchRow(candidate, criteria, location, candidates.length));
  return { location: { countryId: location.countryId, timeZone: location.timeZone }, rows, totalCount: rows.length > 0 ? candidates.length : null };
}

/** The cheapest (then least moved, earlier, lowest id) category free for one of the stays. */
function cheapestOffer(property: IndexedProperty, stays: readonly DatedStay[], criteria: SearchCriteria): StayOffer | null {
  let best: StayOffer | null = null;
  for (const stay of stays) {
    const firstDay = stay.firstDay;
    for (const category of property.categories) {
      if (category.maxOccupancy < criteria.maxAdults) continue;
      const priced = priceStayOf(category, firstDay, criteria);
      if (!priced) continue;
      const offer = { category, total: priced.total, freeRooms: priced.freeRooms, shift: stay.shift };
      if (!best || before(offer, best)) best = offer;
    }
  }
  return best;
}

function before(a: StayOffer, b: StayOffer): boolean {
  return (a.total - b.total || Math.abs(a.shift) - Math.abs(b.shift) || a.shift - b.shift || a.category.id - b.category.id) < 0;
}

/** Every night stored with all the rooms free, the check-in night's minimum stay met: the total and the fewest rooms free. */
function priceStayOf(category: IndexedCategory, firstDay: number, criteria: SearchCriteria): { total: number; freeRooms: number } | null {
  const nights = category.nights;
  let total = 0;
  let freeRooms = Number.POSITIVE_INFINITY;
  for (let night = 0; night < criteria.nights; night += 1) {
    const at = nightAt(nights, firstDay + night);
    if (at < 0) return null;
    const free = freeRoomsAt(nights, at);
    if (free < criteria.roomsNeeded) return null;
    if (night === 0 && minStayAt(nights, at) > criteria.nights) return null;
    if (free < freeRooms) freeRooms = free;
    total += priceOneNight(priceAt(nights, at), category.tariffs, criteria.mix);
  }
  return { total, freeRooms };
}

/** `pricePerNightSql`: the per-night price as the summary rounds it; a sold-out property has none and fails either bound. */
function withinPriceBounds(offer: StayOffer | null, criteria: SearchCriteria): boolean {
  if (criteria.pricePerNightMin === undefined && criteria.pricePerNightMax === undefined) return true;
  if (!offer) return false;
  const perNight = Math.round(offer.total / criteria.nights);
  if (criteria.pricePerNightMin !== undefined && perNight < criteria.pricePerNightMin) return false;
  return criteria.pricePerNightMax === undefined || perNight <= criteria.pricePerNightMax;
}

/** The stay's slasher total for the category priced (null when no night has a slasher price). */
function slasherTotal(offer: StayOffer, criteria: SearchCriteria, mix: OccupancyMix): number | null {
  const nights = offer.category.nights;
  const firstDay = dayOf(criteria.checkin) + offer.shift;
  let total = 0;
  let any = false;
  for (let night = 0; night < criteria.nights; night += 1) {
    const at = nightAt(nights, firstDay + night);
    const slasher = slasherAt(nights, at);
    if (slasher !== null) any = true;
    total += priceOneNight(slasher ?? priceAt(nights, at), offer.category.tariffs, mix);
  }
  return any ? total : null;
}

function searchRow(candidate: Candidate, criteria: SearchCriteria, location: Location, totalCount: number): SearchRow {
  const { property, offer } = candidate;
  return {
    ...propertyColumns(property, location, criteria.minimal ?? false),
    room_category_id: offer?.category.id ?? null,
    total: offer?.total ?? null,
    slasher_total: offer && !criteria.minimal ? slasherTotal(offer, criteria, criteria.mix) : null,
    free_rooms: offer?.freeRooms ?? null,
    stay_shift: offer?.shift ?? null,
    total_count: totalCount,
  };
}
