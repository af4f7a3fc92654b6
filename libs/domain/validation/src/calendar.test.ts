import { describe, expect, it } from 'vitest';
import { calendarDayState, calendarWindow, earliestCheckout, type CalendarDay } from './calendar';

describe.each(['Asia/Kolkata', 'Europe/Amsterdam', 'America/Los_Angeles', 'Asia/Tokyo'])('calendar in %s', (timeZone) => {
  it.each([
    ['2026-01-15T12:00:00Z', '2026-01-01', '2026-03-31'],
    ['2026-11-20T12:00:00Z', '2026-11-01', '2027-01-31'],
    ['2026-12-01T12:00:00Z', '2026-12-01', '2027-02-28'],
  ])('"end_time (current month plus two)" at %s', (instant, start_time, end_time) => {
    expect(calendarWindow(new Date(instant), timeZone)).toEqual({ start_time, end_time });
  });
});

describe('"The calendar marks days without availability as unavailable and applies minimum stay per check-in day"', () => {
  const days: CalendarDay[] = [
    { date: '2026-03-10', available: true, minStay: 3 },
    { date: '2026-03-11', available: true },
    { date: '2026-03-12', available: true },
    { date: '2026-03-13', available: false },
    { date: '2026-03-14', available: true, minStay: 1 },
    { date: '2026-03-15', available: true },
  ];
  const today = '2026-03-10';

  it.each([
    ['2026-03-09', null, 'past'],
    ['2026-03-10', null, 'selectable'],
    ['2026-03-13', null, 'unavailable'],
    ['2026-03-20', null, 'unavailable'],
    ['2026-03-11', '2026-03-10', 'belowMinimumStay'],
    ['2026-03-12', '2026-03-10', 'belowMinimumStay'],
    ['2026-03-13', '2026-03-10', 'selectable'],
    ['2026-03-14', '2026-03-10', 'unavailable'],
    ['2026-03-15', '2026-03-14', 'selectable'],
    ['2026-03-12', '2026-03-11', 'selectable'],
    ['2026-03-10', '2026-03-10', 'selectable'],
  ])('%s with check-in %s is %s', (date, checkin, state) => {
    expect(calendarDayState(date, { today, days, checkin })).toBe(state);
  });

  it.each([
    ['2026-03-10', '2026-03-13'],
    ['2026-03-11', '2026-03-12'],
  ])('earliest check-out after %s is %s', (checkin, checkout) => {
    expect(earliestCheckout(checkin, days)).toBe(checkout);
  });
});
