import { describe, expect, it } from 'vitest';
import { calendarMonths } from './calendar-months';

describe('calendar months', () => {
  it('covers the current month and the next two, each day once, starting on its weekday', () => {
    const months = calendarMonths('2026-03-01', '2026-05-31');
    expect(months.map((month) => [month.key, month.days.length, month.offset])).toEqual([
      ['2026-03', 31, 6],
      ['2026-04', 30, 2],
      ['2026-05', 31, 4],
    ]);
    expect(months[1]?.days[0]).toBe('2026-04-01');
  });
});
