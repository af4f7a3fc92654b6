import { DateTime } from 'luxon';
import { UK_FREE_CANCELLATION_HOUR } from '@stays/brand-config';

// The deadline of a date in a zone never changes, and every hotel page, search and booking asks for a few dates:
// remembered (a bounded cache, emptied when full) instead of asking the time-zone rules each time.
const deadlines = new Map<string, number>();
const MAX_REMEMBERED = 4_096;

/**
 * "UK offer: free cancellation until 9AM on the check-in date" (accounts-commerce §9): the deadline is 09:00 on the
 * check-in date in the property's time zone, as an instant.
 */
export function freeCancellationDeadline(checkin: string, timeZone: string): Date {
  const key = `${checkin} ${timeZone}`;
  const remembered = deadlines.get(key);
  if (remembered !== undefined) return new Date(remembered);
  const deadline = DateTime.fromISO(checkin, { zone: timeZone }).set({ hour: UK_FREE_CANCELLATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (!deadline.isValid) throw new RangeError(`cannot place ${checkin} in ${timeZone}`);
  if (deadlines.size >= MAX_REMEMBERED) deadlines.clear();
  deadlines.set(key, deadline.toMillis());
  return deadline.toJSDate();
}

export function isFreeCancellationOpen(now: Date, checkin: string, timeZone: string): boolean {
  return now.getTime() < freeCancellationDeadline(checkin, timeZone).getTime();
}
