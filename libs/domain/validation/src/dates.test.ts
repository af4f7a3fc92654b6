import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  addDays,
  addMonths,
  defaultStayDates,
  displayDateToIso,
  formatIsoDate,
  isIsoDate,
  isoToDisplayDate,
  lastSearchableDate,
  monthBounds,
  normaliseStayDates,
  stayNights,
  todayIn,
} from './dates';
import { displayDateSchema, stayDatesSchema } from './dates-schema';

const ZONES = ['Asia/Kolkata', 'Europe/Amsterdam', 'America/Los_Angeles', 'Asia/Tokyo'] as const;

/** The instant at which the local wall clock of `zone` reads `localDateTime`. */
const instantAt = (localDateTime: string, zone: string): Date => {
  const utcGuess = new Date(`${localDateTime}Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(utcGuess);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const asLocal = new Date(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`);
  return new Date(utcGuess.getTime() - (asLocal.getTime() - utcGuess.getTime()));
};

describe.each(ZONES)('date rules in %s', (timeZone) => {
  const lateEvening = instantAt('2026-03-10T23:30:00', timeZone);
  const earlyMorning = instantAt('2026-03-10T00:15:00', timeZone);
  const context = { now: lateEvening, timeZone, maxNights: 30 };

  it('today is the local calendar date of the instant, late and early in the day', () => {
    expect(todayIn(lateEvening, timeZone)).toBe('2026-03-10');
    expect(todayIn(earlyMorning, timeZone)).toBe('2026-03-10');
  });

  it.each([
    [
      '"check-in cannot be before today": a past check-in resets to today and tomorrow',
      { checkin: '2026-03-09', checkout: '2026-03-12' },
      { checkin: '2026-03-10', checkout: '2026-03-11', nights: 1, corrected: true },
    ],
    [
      '"check-out must be after check-in, else both reset to today and tomorrow"',
      { checkin: '2026-03-15', checkout: '2026-03-15' },
      { checkin: '2026-03-10', checkout: '2026-03-11', nights: 1, corrected: true },
    ],
    [
      'check-out before check-in resets both',
      { checkin: '2026-03-15', checkout: '2026-03-14' },
      { checkin: '2026-03-10', checkout: '2026-03-11', nights: 1, corrected: true },
    ],
    [
      '"stay length is capped … and check-out pulled in"',
      { checkin: '2026-03-12', checkout: '2026-05-01' },
      { checkin: '2026-03-12', checkout: '2026-04-11', nights: 30, corrected: true },
    ],
    ['missing dates reset', { checkin: null, checkout: undefined }, { checkin: '2026-03-10', checkout: '2026-03-11', nights: 1, corrected: true }],
    ['malformed dates reset', { checkin: '10/03/2026', checkout: '2026-13-01' }, { checkin: '2026-03-10', checkout: '2026-03-11', nights: 1, corrected: true }],
    [
      'a stay from today is kept',
      { checkin: '2026-03-10', checkout: '2026-03-13' },
      { checkin: '2026-03-10', checkout: '2026-03-13', nights: 3, corrected: false },
    ],
  ])('%s', (_rule, dates, expected) => {
    expect(normaliseStayDates(dates, context)).toEqual(expected);
  });

  it('the same stay checked from any instant of the same local day gives the same answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 * 60 + 59 }), (minuteOfDay) => {
        const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
        const mm = String(minuteOfDay % 60).padStart(2, '0');
        const now = instantAt(`2026-03-10T${hh}:${mm}:00`, timeZone);
        expect(normaliseStayDates({ checkin: '2026-03-10', checkout: '2026-03-11' }, { now, timeZone, maxNights: 30 }).corrected).toBe(false);
        expect(normaliseStayDates({ checkin: '2026-03-09', checkout: '2026-03-11' }, { now, timeZone, maxNights: 30 }).corrected).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('normalised stays always satisfy the rules (property)', () => {
    const date = fc.integer({ min: -40, max: 400 }).map((offset) => addDays('2026-03-10', offset));
    fc.assert(
      fc.property(date, date, fc.integer({ min: 1, max: 60 }), (checkin, checkout, maxNights) => {
        const stay = normaliseStayDates({ checkin, checkout }, { now: lateEvening, timeZone, maxNights });
        expect(stay.checkin >= '2026-03-10').toBe(true);
        expect(stay.checkout > stay.checkin).toBe(true);
        expect(stay.nights).toBe(stayNights(stay.checkin, stay.checkout));
        expect(stay.nights).toBeLessThanOrEqual(maxNights);
        const valid = stayDatesSchema({ now: lateEvening, timeZone, maxNights }).safeParse(stay);
        expect(valid.success).toBe(true);
      }),
    );
  });

  it.each([
    ['India-like country', 0, 1, '2026-03-10', '2026-03-11'],
    ['"7 days ahead for Japan"', 7, 1, '2026-03-17', '2026-03-18'],
  ])('default stay for a %s', (_name, defaultCheckinDiff, defaultCheckoutDiff, checkin, checkout) => {
    expect(defaultStayDates(lateEvening, { timeZone, defaultCheckinDiff, defaultCheckoutDiff })).toEqual({ checkin, checkout });
  });

  it.each([
    [{ checkin: '2026-03-09', checkout: '2026-03-11' }, 'checkin', 'dates.checkin.beforeToday'],
    [{ checkin: '2026-03-12', checkout: '2026-03-12' }, 'checkout', 'dates.checkout.notAfterCheckin'],
    [{ checkin: '2026-03-12', checkout: '2026-05-12' }, 'checkout', 'dates.stay.tooLong'],
    [{ checkin: '2027-03-11', checkout: '2027-03-12' }, 'checkin', 'dates.checkin.tooFar'],
    [{ checkin: '2026-3-12', checkout: '2026-03-13' }, 'checkin', 'dates.invalid'],
  ])('stayDatesSchema reports %j on %s as %s', (dates, field, message) => {
    const result = stayDatesSchema({ ...context, maxSearchableMonths: 12 }).safeParse(dates);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('maxSearchableMonths: check-in up to today plus 12 months is accepted', () => {
    expect(lastSearchableDate(lateEvening, timeZone, 12)).toBe('2027-03-10');
    expect(stayDatesSchema({ ...context, maxSearchableMonths: 12 }).safeParse({ checkin: '2027-03-10', checkout: '2027-03-11' }).success).toBe(true);
  });
});

describe('date results do not depend on the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', ...ZONES])('with TZ=%s', (processZone) => {
    process.env.TZ = processZone;
    const now = new Date('2026-03-10T20:00:00Z');
    expect(todayIn(now, 'Asia/Kolkata')).toBe('2026-03-11');
    expect(todayIn(now, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(normaliseStayDates({ checkin: '2026-03-10', checkout: '2026-03-12' }, { now, timeZone: 'Asia/Tokyo', maxNights: 30 }).checkin).toBe('2026-03-11');
  });

  it('the same instant is a different "today" in different zones', () => {
    const now = new Date('2026-03-10T20:00:00Z');
    expect(ZONES.map((zone) => todayIn(now, zone))).toEqual(['2026-03-11', '2026-03-10', '2026-03-10', '2026-03-11']);
  });

  it('an unknown zone is an error, not a silent fallback', () => {
    expect(() => todayIn(new Date(0), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('"Dates in DD/MM/YYYY convert to ISO or YYYY-MM-DD"', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    [' 01/02/2027 ', '2027-02-01'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2027', null],
    ['32/01/2026', null],
    ['2026-01-01', null],
    ['1/2/2026', null],
  ])('%j → %s', (text, iso) => {
    expect(displayDateToIso(text)).toBe(iso);
    expect(displayDateSchema.safeParse(text).success).toBe(iso !== null);
  });

  it('round-trips every real date (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const iso = addDays('2000-01-01', offset);
        expect(displayDateToIso(isoToDisplayDate(iso))).toBe(iso);
      }),
    );
  });
});

describe('"Open search needs the feature flag and empty dates; nights are then 0"', () => {
  it.each([
    ['', '', 0],
    [null, '2026-03-11', 0],
    ['2026-03-10', undefined, 0],
    ['2026-03-10', '2026-03-11', 1],
    ['2026-03-28', '2026-04-02', 5],
  ])('nights(%j, %j) = %i', (checkin, checkout, nights) => {
    expect(stayNights(checkin, checkout)).toBe(nights);
  });

  it('addDays rejects text that is not an ISO date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('"Date formats: DD/MM/YYYY display, DD-MM-YYYY, YYYY-MM-DD, and Japanese variants"', () => {
  it.each([
    ['DD/MM/YYYY', '05/03/2026'],
    ['DD-MM-YYYY', '05-03-2026'],
    ['YYYY-MM-DD', '2026-03-05'],
    ['YYYY/MM/DD', '2026/03/05'],
    ['YYYY年MM月DD日', '2026年03月05日'],
  ] as const)('%s → %s', (format, text) => {
    expect(formatIsoDate('2026-03-05', format)).toBe(text);
  });
});

describe('a stay date is a real calendar date written YYYY-MM-DD', () => {
  it.each([
    ['2026-03-12', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-3-12', false],
    ['12/03/2026', false],
    ['2026-03-12T10:00', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('calendar arithmetic agrees with luxon (the date library these rules used before)', () => {
  const isoDate = fc
    .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('adds days across months, years and leap days', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -800, max: 800 }), (date, days) => {
        expect(addDays(date, days)).toBe(DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate());
      }),
    );
  });

  it('counts the nights between two dates', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (from, to) => {
        expect(stayNights(from, to)).toBe(Math.round(DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days));
      }),
    );
  });

  it('adds months, a missing day becoming the month’s last', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -40, max: 40 }), (date, months) => {
        expect(addMonths(date, months)).toBe(DateTime.fromISO(date, { zone: 'UTC' }).plus({ months }).toISODate());
      }),
    );
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
  });

  it('gives a month’s first and last day', () => {
    expect(monthBounds('2028-02-14')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthBounds('2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });

  it('reads years below 100 as written, not as 19xx', () => {
    expect(isIsoDate('0026-02-29')).toBe(false);
    expect(addDays('0024-02-28', 1)).toBe('0024-02-29');
  });

  it('refuses an unknown time zone', () => {
    expect(() => todayIn(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
