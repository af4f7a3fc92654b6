import { DateTime } from 'luxon';

/**
 * A calendar date of the wire (YYYY-MM-DD, already in the property's country) as a Date at midnight UTC,
 * to be formatted with timeZone 'UTC' so that no reader's zone shifts the day.
 */
export function calendarDate(isoDate: string): Date {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).toJSDate();
}
