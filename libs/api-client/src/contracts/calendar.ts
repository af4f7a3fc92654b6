import { z } from 'zod';
import { isoDateSchema, queryInt } from './common';

/**
 * GET /api/pwa/availability?request_type=calendar_view — the calendar of a hotel (guest-journey §7 "Calendar view:
 * hotel_id, start_time, end_time (current month plus two), request_type=calendar_view, selected_rcid=1").
 * selected_rcid=1 asks for every room category together; another id narrows the calendar to that category.
 */
export const calendarViewQuerySchema = z.object({
  request_type: z.literal('calendar_view'),
  hotel_id: queryInt.positive(),
  start_time: isoDateSchema,
  end_time: isoDateSchema,
  selected_rcid: queryInt.positive().default(1),
});
export type CalendarViewQuery = z.input<typeof calendarViewQuerySchema>;

export const calendarViewDaySchema = z.object({
  date: isoDateSchema,
  /** A room is free that night (in any category, or in the selected one). */
  available: z.boolean(),
  /** The fewest nights a stay checking in that day must last. */
  minStay: z.number().int().positive(),
});
export type CalendarViewDay = z.infer<typeof calendarViewDaySchema>;

export const calendarViewSchema = z.object({
  hotel_id: z.number().int(),
  /** The property's today, and the window actually answered (clipped to today and to the country's limits). */
  today: isoDateSchema,
  start_time: isoDateSchema,
  end_time: isoDateSchema,
  /** The last check-in the country lets a guest search (maxSearchableMonths ahead). */
  last_searchable_date: isoDateSchema,
  /** Country stay limits in nights (holiday-home countries: minSelectableDates, maxSelectableDates). */
  min_selectable_nights: z.number().int().positive(),
  max_selectable_nights: z.number().int().positive(),
  days: z.array(calendarViewDaySchema),
});
export type CalendarView = z.infer<typeof calendarViewSchema>;
