import { describe, expect, it } from 'vitest';
import { formattingLocale } from './formatting-locale';

describe('the formatting locale: language + site country', () => {
  it.each([
    ['en', 'in', 'en-IN'],
    ['hi', 'in', 'hi-IN'],
    ['en', 'IN', 'en-IN'],
    ['de', 'in', 'de'],
    ['nl', 'nl', 'nl'],
    ['de', 'at', 'de'],
    ['en', 'gb', 'en'],
    ['en', null, 'en'],
    ['ar', undefined, 'ar'],
  ])('%s on a %s site → %s', (language, country, expected) => {
    expect(formattingLocale(language, country)).toBe(expected);
  });

  it('groups Indian amounts in lakhs and writes the day first', () => {
    const locale = formattingLocale('en', 'in');
    expect(new Intl.NumberFormat(locale).format(100000)).toBe('1,00,000');
    expect(new Intl.NumberFormat(formattingLocale('hi', 'in'), { numberingSystem: 'latn' }).format(1234567)).toBe('12,34,567');
    expect(new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27))).toBe('27/11/2026');
    expect(new Intl.NumberFormat(formattingLocale('en', 'gb')).format(100000)).toBe('100,000');
  });
});
