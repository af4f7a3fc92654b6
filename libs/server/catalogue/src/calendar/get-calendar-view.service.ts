import type { z } from 'zod';
import type { CalendarView, calendarViewQuerySchema } from '@stays/api-client';
import { MAX_STAY_NIGHTS, countryById } from '@stays/brand-config';
import { addDays, lastSearchableDate, stayNights, todayIn } from '@stays/validation';
import { readActiveProperty, readCalendarNights, type CatalogueSource } from '../memory-index/catalogue-reads';
import { ServiceError, type SqlClient } from '@stays/server-core';

type CalendarViewRequest = z.output<typeof calendarViewQuerySchema>;

/** selected_rcid=1 means every room category (guest-journey §7). */
const ALL_CATEGORIES = 1;
/** The calendar covers 3 months (§9): a window longer than three longest months plus a few days is refused. */
const MAX_WINDOW_DAYS = 100;

/**
 * The calendar view: every day of the window from the property's today to the country's last searchable date, free
 * or not, with the minimum stay of a check-in that day. A day without stored inventory is not available.
 */
export async function getCalendarView(database: SqlClient, query: CalendarViewRequest, now: Date, index?: CatalogueSource): Promise<CalendarView> {
  if (query.end_time < query.start_time) throw new ServiceError(400, 'VALIDATION_ERROR', 'end_time must not be before start_time');
  if (stayNights(query.start_time, query.end_time) > MAX_WINDOW_DAYS) {
    throw new ServiceError(400, 'VALIDATION_ERROR', `a calendar view covers at most ${MAX_WINDOW_DAYS} days`);
  }
  const property = await readActiveProperty(database, index, query.hotel_id);
  if (!property) throw new ServiceError(404, 'HOTEL_NOT_FOUND', `hotel ${query.hotel_id} does not exist or is not bookable`);
  const country = countryById(property.country_id);
  const today = todayIn(now, property.time_zone);
  const lastDate = lastSearchableDate(now, property.time_zone, country?.maxSearchableMonths ?? 12);
  const start = query.start_time < today ? today : query.start_time;
  const end = query.end_time > lastDate ? lastDate : query.end_time;
  const categoryId = query.selected_rcid === ALL_CATEGORIES ? null : query.selected_rcid;
  const nights = start <= end ? await readCalendarNights(database, index, property.id, { start, end }, categoryId) : [];
  const byDate = new Map(nights.map((night) => [night.night, night]));
  const days: CalendarView['days'] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const night = byDate.get(date);
    days.push({ date, available: night?.available ?? false, minStay: Math.max(1, night?.min_stay ?? 1) });
  }
  return {
    hotel_id: property.id,
    today,
    start_time: start,
    end_time: end,
    last_searchable_date: lastDate,
    min_selectable_nights: Math.max(1, country?.minSelectableDates ?? 1),
    max_selectable_nights: country?.maxSelectableDates ?? MAX_STAY_NIGHTS,
    days,
  };
}
