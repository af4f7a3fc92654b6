import { describe, expect, it } from 'vitest';
import { LOCALES, isLocaleOffered, resolveLocale, textDirection } from './locales';

describe('locales (accounts-commerce §9 "Locales: English (default), … Italian")', () => {
  it('has the fourteen locales, English first', () => {
    expect(LOCALES.map((entry) => entry.name)).toEqual([
      'English',
      'Spanish',
      'Bahasa',
      'Arabic',
      'Vietnamese',
      'Hindi',
      'Japanese',
      'Portuguese',
      'Thai',
      'Dutch',
      'Malay',
      'German',
      'French',
      'Italian',
    ]);
  });

  it('"Arabic (right to left)" is the only RTL locale', () => {
    expect(LOCALES.filter((entry) => entry.isRTL).map((entry) => entry.locale)).toEqual(['ar']);
    expect(textDirection('ar-AE')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });

  it.each([
    ['hi', true, true],
    ['hi', false, false],
    ['th', false, false],
    ['en', false, true],
  ])('"Hindi (mobile only)", "Thai (mobile only)": %s on mobile=%s → offered %s', (code, isMobile, offered) => {
    expect(isLocaleOffered(resolveLocale(code), isMobile)).toBe(offered);
  });

  it.each([
    ['nl-BE', 'nl'],
    ['de_AT', 'de'],
    ['my', 'ms'],
    ['xx', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('"Locale load failure falls back to the default locale (English)": %j → %s', (requested, expected) => {
    expect(resolveLocale(requested).locale).toBe(expected);
  });
});
