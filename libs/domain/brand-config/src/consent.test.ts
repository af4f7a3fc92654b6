import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES, consentAllows, cookieAllowed, isGdprCountry, parseConsent, serializeConsent } from './consent';
import { COOKIES } from './cookies';
import { bookingUtmSource, readUtmInfo, serializeUtmInfo } from './marketing';

describe('consent', () => {
  it('gives the gdpr flag to the European sites of the holiday-home brand and not to India', () => {
    for (const code of ['nl', 'de', 'fr', 'es', 'at', 'it', 'be', 'gb']) expect(isGdprCountry(code)).toBe(true);
    expect(isGdprCountry('in')).toBe(false);
    expect(isGdprCountry('NL')).toBe(true);
  });

  it('lets necessary cookies through always and the others only after a yes where the gdpr flag is set', () => {
    expect(consentAllows('necessary', true, null)).toBe(true);
    expect(consentAllows('statistics', true, null)).toBe(false);
    expect(consentAllows('statistics', false, null)).toBe(true);
    const refused = { preferences: true, statistics: false, decidedAtSeconds: 1 };
    expect(consentAllows('statistics', true, refused)).toBe(false);
    expect(consentAllows('preferences', true, refused)).toBe(true);
    expect(cookieAllowed(COOKIES.utm.name, true, refused)).toBe(false);
    expect(cookieAllowed(COOKIES.locale.name, true, refused)).toBe(true);
    expect(cookieAllowed(COOKIES.fingerprint.name, true, null)).toBe(true);
    expect(cookieAllowed('unknown_cookie', true, { ...refused, statistics: false })).toBe(false);
  });

  it('files the cookies as the cookie policy does', () => {
    expect(COOKIE_CATEGORIES['fingerprint2']).toBe('necessary');
    expect(COOKIE_CATEGORIES['locale']).toBe('preferences');
    expect(COOKIE_CATEGORIES['utm']).toBe('statistics');
    expect(COOKIE_CATEGORIES['cookie_consent']).toBe('necessary');
    expect(COOKIES.fingerprint).toEqual({ name: 'fingerprint2', maxAgeSeconds: 63_072_000, path: '/' });
    expect(COOKIES.utm.maxAgeSeconds).toBe(43_200 * 60);
  });

  it('reads back the consent it wrote, and asks again for anything else', () => {
    const choice = { preferences: false, statistics: true, decidedAtSeconds: 1_795_000_000 };
    expect(serializeConsent(choice)).toBe('1.0.1.1795000000');
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent('0.1.1.1795000000')).toBeNull();
    expect(parseConsent('1.2.1.5')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });
});

describe('utm info', () => {
  const savedAt = Date.UTC(2026, 0, 1);

  it('keeps the tracked parameters for 30 days (43,200 minutes) and drops them after', () => {
    const value = serializeUtmInfo({ utm_source: 'newsletter', gclid: 'abc' }, savedAt);
    expect(readUtmInfo(value, savedAt + 43_199 * 60_000)).toEqual({ utm_source: 'newsletter', gclid: 'abc' });
    expect(readUtmInfo(value, savedAt + 43_200 * 60_000)).toBeNull();
  });

  it('ignores parameters it does not track and values it cannot read', () => {
    expect(readUtmInfo(JSON.stringify({ utm_source: 'x', evil: 'y', saved_at: savedAt }), savedAt)).toEqual({ utm_source: 'x' });
    expect(readUtmInfo('{not json', savedAt)).toBeNull();
    expect(readUtmInfo(JSON.stringify({ utm_source: 'x' }), savedAt)).toBeNull();
    expect(readUtmInfo(JSON.stringify({ saved_at: savedAt }), savedAt)).toBeNull();
  });
});

describe('bookingUtmSource', () => {
  const now = Date.UTC(2026, 0, 10);
  const kept = `utm=${encodeURIComponent(serializeUtmInfo({ utm_source: 'newsletter' }, Date.UTC(2026, 0, 1)))}`;

  it("takes the page's utm_source, else the one kept in the utm cookie, else none", () => {
    expect(bookingUtmSource('?utm_source=partner-site', kept, now)).toBe('partner-site');
    expect(bookingUtmSource('?checkin=2026-02-01', `locale=nl; ${kept}`, now)).toBe('newsletter');
    expect(bookingUtmSource('', kept, Date.UTC(2026, 1, 1))).toBeUndefined();
    expect(bookingUtmSource('', 'utm=%E0%A4%A', now)).toBeUndefined();
  });
});
