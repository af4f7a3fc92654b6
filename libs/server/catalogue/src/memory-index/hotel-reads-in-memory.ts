import type { CalendarNightRow } from '../calendar/find-calendar-nights.repository';
import type { CategoryWithNights, StoredNight } from '../hotel-details/find-room-nights.repository';
import type { CatalogueIndex } from './catalogue-index';
import { dayOf, freeRoomsAt, isoOfDay, minStayAt, nightAt, priceAt, slasherAt } from './category-nights';

/** The twin of `findCategoriesWithNights`: every category of the property in page order, with its stored nights of [checkin, checkout). */
export function categoriesWithNightsInMemory(index: CatalogueIndex, propertyId: number, stay: { checkin: string; checkout: string }): CategoryWithNights[] {
  const first = dayOf(stay.checkin);
  const last = dayOf(stay.checkout);
  return (index.property(propertyId)?.categories ?? []).map((category) => {
    const stored: StoredNight[] = [];
    for (let day = first; day < last; day += 1) {
      const at = nightAt(category.nights, day);
      if (at < 0) continue;
      // The index keeps the rooms free, not total and sold apart: the hotel page reads only their difference.
      stored.push({
        night: isoOfDay(day),
        total: freeRoomsAt(category.nights, at),
        sold: 0,
        price_minor: priceAt(category.nights, at),
        slasher_price_minor: slasherAt(category.nights, at),
        min_stay: minStayAt(category.nights, at),
      });
    }
    return { ...category.stored, nights: stored };
  });
}

/** The twin of `findCalendarNights`: per stored night of [start, end], free when a counted category has a room left. */
export function calendarNightsInMemory(
  index: CatalogueIndex,
  propertyId: number,
  window: { start: string; end: string },
  roomCategoryId: number | null,
): CalendarNightRow[] {
  const categories = (index.property(propertyId)?.categories ?? []).filter((category) => roomCategoryId === null || category.stored.id === roomCategoryId);
  const rows: CalendarNightRow[] = [];
  for (let day = dayOf(window.start); day <= dayOf(window.end); day += 1) {
    let stored = false;
    let available = false;
    let minStayFree = Number.POSITIVE_INFINITY;
    let minStayAll = Number.POSITIVE_INFINITY;
    for (const category of categories) {
      const at = nightAt(category.nights, day);
      if (at < 0) continue;
      stored = true;
      const minStay = minStayAt(category.nights, at);
      minStayAll = Math.min(minStayAll, minStay);
      if (freeRoomsAt(category.nights, at) > 0) {
        available = true;
        minStayFree = Math.min(minStayFree, minStay);
      }
    }
    if (stored) rows.push({ night: isoOfDay(day), available, min_stay: available ? minStayFree : minStayAll });
  }
  return rows;
}
