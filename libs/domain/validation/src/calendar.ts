import { addDays, addMonths, monthBounds, stayNights, todayIn, type IsoDate } from './dates';

/** One day of the availability calendar: whether it can be booked and the minimum stay starting that day. */
export interface CalendarDay {
  date: IsoDate;
  available: boolean;
  /** Minimum nights for a stay that checks in on this day; 1 when absent. */
  minStay?: number;
}

/**
 * The calendar request window: "start_time, end_time (current month plus two)" and "Calendar covers 3 months"
 * (guest-journey §7, §9), from the first day of the current month to the last day of the month two later.
 */
export function calendarWindow(now: Date, timeZone: string): { start_time: IsoDate; end_time: IsoDate } {
  const today = todayIn(now, timeZone);
  return { start_time: monthBounds(today).first, end_time: monthBounds(addMonths(today, 2)).last };
}

export type CalendarDayState = 'past' | 'unavailable' | 'belowMinimumStay' | 'selectable';

/**
 * "The calendar marks days without availability as unavailable and applies minimum stay per check-in day"
 * (guest-journey §5). Without a check-in chosen, a day is a check-in candidate; with one, a later day is a
 * check-out candidate, too close when it gives fewer nights than the check-in day's minimum stay, and
 * unavailable when a night before it is unavailable.
 */
export function calendarDayState(date: IsoDate, context: { today: IsoDate; days: readonly CalendarDay[]; checkin?: IsoDate | null }): CalendarDayState {
  const byDate = new Map(context.days.map((day) => [day.date, day]));
  if (date < context.today) return 'past';
  const { checkin } = context;
  if (!checkin || date <= checkin) {
    return byDate.get(date)?.available ? 'selectable' : 'unavailable';
  }
  for (let night = checkin; night < date; night = addDays(night, 1)) {
    if (!byDate.get(night)?.available) return 'unavailable';
  }
  const minStay = byDate.get(checkin)?.minStay ?? 1;
  return stayNights(checkin, date) < minStay ? 'belowMinimumStay' : 'selectable';
}

/** The earliest check-out the minimum stay of the check-in day allows. */
export function earliestCheckout(checkin: IsoDate, days: readonly CalendarDay[]): IsoDate {
  const minStay = days.find((day) => day.date === checkin)?.minStay ?? 1;
  return addDays(checkin, Math.max(minStay, 1));
}
