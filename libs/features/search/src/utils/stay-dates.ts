import { DateTime } from 'luxon';

export interface StayDates {
  /** YYYY-MM-DD */
  checkin: string;
  /** YYYY-MM-DD */
  checkout: string;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(timeZone).toISODate() ?? '';
}

export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: 'utc' }).plus({ days }).toISODate() ?? isoDate;
}

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round(DateTime.fromISO(checkout, { zone: 'utc' }).diff(DateTime.fromISO(checkin, { zone: 'utc' }), 'days').days);
}

/** The default stay: check-in today (plus the country's offset), check-out the day after, in the country's time zone. */
export function defaultStayDates(timeZone: string, now: Date = new Date(), checkinDiff = 0, checkoutDiff = 1): StayDates {
  const checkin = addDays(todayIn(timeZone, now), checkinDiff);
  return { checkin, checkout: addDays(checkin, Math.max(1, checkoutDiff)) };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Dates from a URL, made valid (guest-journey §5): check-in not before today, check-out after check-in;
 * otherwise both reset to the default stay.
 */
export function normaliseStayDates(
  requested: { checkin?: string | null; checkout?: string | null },
  timeZone: string,
  now: Date = new Date(),
): StayDates {
  const fallback = defaultStayDates(timeZone, now);
  const { checkin, checkout } = requested;
  if (!checkin || !checkout || !isoDate.test(checkin) || !isoDate.test(checkout)) return fallback;
  if (!DateTime.fromISO(checkin).isValid || !DateTime.fromISO(checkout).isValid) return fallback;
  if (checkin < todayIn(timeZone, now) || checkout <= checkin) return fallback;
  return { checkin, checkout };
}
