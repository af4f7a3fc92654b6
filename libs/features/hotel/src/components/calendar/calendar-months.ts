import { DateTime } from 'luxon';

export interface CalendarMonth {
  /** YYYY-MM */
  key: string;
  /** Leading empty cells so the 1st falls on its weekday (weeks start on Monday). */
  offset: number;
  days: string[];
}

/** The months of [start, end] with their days as YYYY-MM-DD, for a grid of weeks starting on Monday. */
export function calendarMonths(start: string, end: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let month = DateTime.fromISO(start, { zone: 'utc' }).startOf('month');
  const last = DateTime.fromISO(end, { zone: 'utc' });
  while (month <= last) {
    const days: string[] = [];
    for (let day = month; day.month === month.month; day = day.plus({ days: 1 })) days.push(day.toISODate() ?? '');
    months.push({ key: month.toFormat('yyyy-MM'), offset: month.weekday - 1, days });
    month = month.plus({ months: 1 });
  }
  return months;
}
