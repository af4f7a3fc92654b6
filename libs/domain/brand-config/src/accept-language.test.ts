import { describe, expect, it } from 'vitest';
import { negotiateAcceptLanguage } from './accept-language';
import { LOCALES } from './locales';

const desktop = LOCALES.filter((entry) => !entry.mobileOnly).map((entry) => entry.locale);
const phone = LOCALES.map((entry) => entry.locale);

describe('Accept-Language negotiation (formatjs matcher)', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', desktop, 'de'],
    ['en-US,en;q=0.9', desktop, 'en'],
    ['nl-BE', desktop, 'nl'],
    ['pt-BR,pt;q=0.8', desktop, 'pt'],
    ['es-419', desktop, 'es'],
    ['fr;q=0.5, it;q=0.9', desktop, 'it'],
    ['zh-CN, ja;q=0.7', desktop, 'ja'],
    ['th-TH', phone, 'th'],
    ['ar-EG,ar;q=0.9', desktop, 'ar'],
  ])('%j among %#s → %s', (header, offered, expected) => {
    expect(negotiateAcceptLanguage(header, offered)).toBe(expected);
  });

  it.each([[''], [null], [undefined], ['*'], ['zh-CN'], ['nb-NO,da;q=0.8'], ['de;q=0'], ['en_US, !!'], ['x;q=abc']])(
    '%j names nothing we speak: undefined',
    (header) => {
      expect(negotiateAcceptLanguage(header, desktop)).toBeUndefined();
    },
  );

  it('a language only phones are offered (Thai) is not negotiated on a desktop', () => {
    expect(negotiateAcceptLanguage('th-TH', desktop)).toBeUndefined();
    expect(negotiateAcceptLanguage('th-TH,en;q=0.5', desktop)).toBe('en');
  });
});
