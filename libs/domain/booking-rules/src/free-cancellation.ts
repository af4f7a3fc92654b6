import { DateTime } from 'luxon';
import { UK_FREE_CANCELLATION_HOUR } from '@stays/brand-config';

/**
 * "UK offer: free cancellation until 9AM on the check-in date" (accounts-commerce §9): the deadline is 09:00 on the
 * check-in date in the property's time zone, as an instant.
 */
export function freeCancellationDeadline(checkin: string, timeZone: string): Date {
  const deadline = DateTime.fromISO(checkin, { zone: timeZone }).set({ hour: UK_FREE_CANCELLATION_HOUR, minute: 0, second: 0, millisecond: 0 });
  if (!deadline.isValid) throw new RangeError(`cannot place ${checkin} in ${timeZone}`);
  return deadline.toJSDate();
}

export function isFreeCancellationOpen(now: Date, checkin: string, timeZone: string): boolean {
  return now.getTime() < freeCancellationDeadline(checkin, timeZone).getTime();
}
