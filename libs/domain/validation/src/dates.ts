/** An ISO calendar date, 'YYYY-MM-DD'. Stays are calendar dates in the country's time zone. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/*
 * Calendar arithmetic on day numbers (days since 1970-01-01, UTC) instead of a date library: these run on every
 * search, hotel page and booking call, and a date object per night was the API's largest library cost.
 */

/** The day number of a real calendar date written YYYY-MM-DD, or null ('2026-02-30' is not one). */
function dayNumber(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return utcDayNumber(year, month, day);
}

/** Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear does not. */
function utcDayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / MS_PER_DAY;
}

function isoOfDayNumber(days: number): IsoDate {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** Whether a text is a real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDate(value: string): value is IsoDate {
  return dayNumber(value) !== null;
}

// One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in a time zone, for the instant `now` (never the process time zone). */
export function todayIn(now: Date, timeZone: string): IsoDate {
  let formatter = todayFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      throw new RangeError(`unknown time zone ${timeZone}`);
    }
    todayFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const from = dayNumber(date);
  if (from === null) throw new RangeError(`not an ISO date: ${date}`);
  return isoOfDayNumber(from + days);
}

/** Nights between two dates; 0 when either is empty (open search: "nights are then 0"). */
export function stayNights(checkin: IsoDate | '' | null | undefined, checkout: IsoDate | '' | null | undefined): number {
  const from = checkin ? dayNumber(checkin) : null;
  const to = checkout ? dayNumber(checkout) : null;
  if (from === null || to === null) return 0;
  return to - from;
}

/** A date some calendar months later; a day the month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (dayNumber(date) === null) throw new RangeError(`not an ISO date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return isoOfDayNumber(utcDayNumber(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))));
}

/** The first and the last day of the month a date is in. */
export function monthBounds(date: IsoDate): { first: IsoDate; last: IsoDate } {
  if (dayNumber(date) === null) throw new RangeError(`not an ISO date: ${date}`);
  const [year, month] = date.split('-').map(Number) as [number, number];
  const monthText = String(month).padStart(2, '0');
  return { first: `${date.slice(0, 4)}-${monthText}-01`, last: `${date.slice(0, 4)}-${monthText}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

export interface StayDates {
  checkin: IsoDate;
  checkout: IsoDate;
}

/** The country's default stay: check-in today plus defaultCheckinDiff (7 for Japan), check-out defaultCheckoutDiff later. */
export function defaultStayDates(now: Date, country: { timeZone: string; defaultCheckinDiff: number; defaultCheckoutDiff: number }): StayDates {
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
  const checkin = dates.checkin && isIsoDate(dates.checkin) ? dates.checkin : null;
  const checkout = dates.checkout && isIsoDate(dates.checkout) ? dates.checkout : null;
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
  return addMonths(todayIn(now, timeZone), maxSearchableMonths);
}

/** "Dates in DD/MM/YYYY convert to ISO or YYYY-MM-DD": null when the text is not a real date. */
export function displayDateToIso(value: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
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
