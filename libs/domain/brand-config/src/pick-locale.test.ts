import { describe, expect, it } from 'vitest';
import { pickLocale, textDirection } from './locales';

describe('the page locale: ?locale= first, then the locale cookie, then the site locale, else English', () => {
  it.each([
    [['ar', 'nl', 'en'], 'ar', 'rtl'],
    [[undefined, 'de', 'nl'], 'de', 'ltr'],
    [['klingon', null, 'fr'], 'fr', 'ltr'],
    [['nl-BE', undefined, 'en'], 'nl', 'ltr'],
    [['my', undefined, 'en'], 'ms', 'ltr'],
    [[undefined, undefined, 'xx'], 'en', 'ltr'],
    [['en', 'ar', 'ar'], 'en', 'ltr'],
  ])('%j → %s (%s)', (candidates, locale, dir) => {
    const picked = pickLocale(candidates);
    expect(picked.locale).toBe(locale);
    expect(textDirection(picked.locale)).toBe(dir);
  });
});
