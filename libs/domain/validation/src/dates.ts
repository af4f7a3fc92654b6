import { DateTime } from 'luxon';

/** An ISO calendar date, 'YYYY-MM-DD'. Stays are calendar dates in the country's time zone. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseIsoDate(value: string): DateTime | null {
  if (!ISO_DATE.test(value)) return null;
  const date = DateTime.fromISO(value, { zone: 'UTC' });
  return date.isValid ? date : null;
}

const toIso = (date: DateTime): IsoDate => date.toISODate() as IsoDate;

/** Whether a text is a real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDate(value: string): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Today's calendar date in a time zone, for the instant `now` (never the process time zone). */
export function todayIn(now: Date, timeZone: string): IsoDate {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) throw new RangeError(`unknown time zone ${timeZone}`);
  return toIso(local);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`not an ISO date: ${date}`);
  return toIso(parsed.plus({ days }));
}

/** Nights between two dates; 0 when either is empty (open search: "nights are then 0"). */
export function stayNights(checkin: IsoDate | '' | null | undefined, checkout: IsoDate | '' | null | undefined): number {
  const from = checkin ? parseIsoDate(checkin) : null;
  const to = checkout ? parseIsoDate(checkout) : null;
  if (!from || !to) return 0;
  return Math.round(to.diff(from, 'days').days);
}

export interface StayDates {
  checkin: IsoDate;
  checkout: IsoDate;
}

/** The country's default stay: check-in today plus defaultCheckinDiff (7 for Japan), check-out defaultCheckoutDiff later. */
export function defaultStayDates(
  now: Date,
  country: { timeZone: string; defaultCheckinDiff: number; defaultCheckoutDiff: number },
): StayDates {
  const checkin = addDays(todayIn(now, country.timeZone), country.defaultCheckinDiff);
  return { checkin, checkout: addDays(checkin, country.defaultCheckoutDiff) };
}

export interface StayDateContext {
  now: Date;
  timeZone: string;
  /** The longest stay; check-out is pulled in to respect it. */
  maxNights: number;
}

export interface NormalisedStay extends StayDates {
  nights: number;
  /** Whether the dates given were replaced. */
  corrected: boolean;
}

/**
 * Search date changes normalise check-in and check-out (guest-journey §4, §5):
 * - "check-in cannot be before today" and "if the stored check-in is before today, check-in resets to today and
 *   check-out to tomorrow";
 * - "check-out must be after check-in, else both reset to today and tomorrow";
 * - "stay length is capped at a maximum number of nights and check-out pulled in".
 * Dates that are not ISO dates count as missing and reset too.
 */
export function normaliseStayDates(dates: { checkin?: string | null; checkout?: string | null }, context: StayDateContext): NormalisedStay {
  const today = todayIn(context.now, context.timeZone);
  const reset = { checkin: today, checkout: addDays(today, 1) };
  const checkin = dates.checkin && parseIsoDate(dates.checkin) ? dates.checkin : null;
  const checkout = dates.checkout && parseIsoDate(dates.checkout) ? dates.checkout : null;
  if (!checkin || !checkout || checkin < today || checkout <= checkin) {
    return { ...reset, nights: 1, corrected: true };
  }
  const nights = stayNights(checkin, checkout);
  if (nights > context.maxNights) {
    return { checkin, checkout: addDays(checkin, context.maxNights), nights: context.maxNights, corrected: true };
  }
  return { checkin, checkout, nights, corrected: false };
}

/** The last check-in date a search accepts: today plus the country's maxSearchableMonths. */
export function lastSearchableDate(now: Date, timeZone: string, maxSearchableMonths: number): IsoDate {
  const today = parseIsoDate(todayIn(now, timeZone)) as DateTime;
  return toIso(today.plus({ months: maxSearchableMonths }));
}

/** "Dates in DD/MM/YYYY convert to ISO or YYYY-MM-DD": null when the text is not a real date. */
export function displayDateToIso(value: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return parseIsoDate(iso) ? iso : null;
}

/** The inverse: an ISO date shown as DD/MM/YYYY (accounts-commerce §9 "DD/MM/YYYY display"). */
export function isoToDisplayDate(value: IsoDate): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** The date formats of accounts-commerce §9: DD/MM/YYYY display, DD-MM-YYYY, YYYY-MM-DD, and Japanese variants. */
export type DateFormat = 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'YYYY-MM-DD' | 'YYYY/MM/DD' | 'YYYY年MM月DD日';

export function formatIsoDate(value: IsoDate, format: DateFormat): string {
  const [year = '', month = '', day = ''] = value.split('-');
  switch (format) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    case 'YYYY-MM-DD':
      return value;
    case 'YYYY/MM/DD':
      return `${year}/${month}/${day}`;
    case 'YYYY年MM月DD日':
      return `${year}年${month}月${day}日`;
  }
}
