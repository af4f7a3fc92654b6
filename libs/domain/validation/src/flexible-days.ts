import { addDays, type IsoDate } from './dates';

/** The form's choices (guest-journey §1 "a flexible-days option"): exact dates, or check-in up to ±1, ±2 or ±3 days. */
export const FLEXIBLE_DAYS_CHOICES = [0, 1, 2, 3] as const;
export type FlexibleDaysCount = (typeof FLEXIBLE_DAYS_CHOICES)[number];
const MAX_FLEXIBLE_DAYS = 3;

/** `flexible_days_count` as a URL carries it; anything but 1, 2 or 3 means exact dates. */
export function flexibleDaysFromQuery(value: string | null | undefined): FlexibleDaysCount {
  return FLEXIBLE_DAYS_CHOICES.find((choice) => String(choice) === value?.trim()) ?? 0;
}

/** One stay a flexible search may price: the asked one moved by `shift` days (same length). */
export interface ShiftedStay {
  shift: number;
  checkin: IsoDate;
  checkout: IsoDate;
}

/**
 * The stays a search with `days` flexible days looks at, before "not before today" is applied: the asked one, then
 * the same length moved by -1, +1, -2, +2 … days (nearest first, earlier before later), at most MAX_FLEXIBLE_DAYS.
 */
export function shiftedStays(stay: { checkin: IsoDate; checkout: IsoDate }, days: number): ShiftedStay[] {
  const shifts = [0];
  for (let day = 1; day <= Math.min(Math.max(days, 0), MAX_FLEXIBLE_DAYS); day += 1) shifts.push(-day, day);
  return shifts.map((shift) => ({ shift, checkin: addDays(stay.checkin, shift), checkout: addDays(stay.checkout, shift) }));
}

/** The stays a flexible search prices: the shifted stays, none but the asked one checking in before `today`. */
export function flexibleStays(stay: { checkin: IsoDate; checkout: IsoDate }, days: number, today: IsoDate): ShiftedStay[] {
  return shiftedStays(stay, days).filter((shifted) => shifted.shift === 0 || shifted.checkin >= today);
}
