import { describe, expect, it } from 'vitest';
import { KEEP_TRIP_MESSAGE, isTripExpired, offlineRedirectFor, serverNow, strategyFor, tripToKeep, type RequestFacts } from './routing';

const origin = 'http://homes.localhost:4200';
const get = (path: string, mode = 'navigate'): RequestFacts => ({ url: `${origin}${path}`, method: 'GET', mode });

describe('strategyFor', () => {
  it('keeps a booking page opened with its token or phone, as a document and as data', () => {
    expect(strategyFor(get('/booking/NIV123?token=abc'), origin)).toBe('trip');
    expect(strategyFor(get('/booking/NIV123?phone=9812345678&country_code=%2B91'), origin)).toBe('trip');
    expect(strategyFor(get('/booking/NIV123.data?token=abc', 'cors'), origin)).toBe('trip');
  });

  it('does not keep the lookup form, a booking without access, a dialog of it or the save-card page', () => {
    expect(strategyFor(get('/booking'), origin)).toBe('navigation');
    expect(strategyFor(get('/booking/NIV123'), origin)).toBe('navigation');
    expect(strategyFor(get('/booking/NIV123?phone=98'), origin)).toBe('navigation');
    expect(strategyFor(get('/booking/NIV123?token=abc&modal=bookingCancellation'), origin)).toBe('navigation');
    expect(strategyFor(get('/booking/save-card?token=abc'), origin)).toBe('navigation');
    expect(strategyFor(get('/booking/NIV123/save-card?token=abc'), origin)).toBe('navigation');
  });

  it('never caches the API, posts or other origins', () => {
    expect(strategyFor(get('/api/pwa/v2/bookings/NIV123?token=abc', 'cors'), origin)).toBe('network');
    expect(strategyFor(get('/v1/onboarding', 'navigate'), origin)).toBe('network');
    expect(strategyFor({ url: `${origin}/booking/NIV123?token=abc`, method: 'POST', mode: 'navigate' }, origin)).toBe('network');
    expect(strategyFor({ url: 'http://localhost:4200/booking/NIV123?token=abc', method: 'GET', mode: 'navigate' }, origin)).toBe('network');
  });

  it('sends other pages to the network with the offline page behind, and leaves sub-resources alone', () => {
    expect(strategyFor(get('/hotels-in-amsterdam'), origin)).toBe('navigation');
    expect(strategyFor(get('/offline?from=%2F'), origin)).toBe('offline-page');
    expect(strategyFor(get('/hotels-in-amsterdam.data', 'cors'), origin)).toBe('network');
    expect(strategyFor(get('/assets/root-abc.js', 'cors'), origin)).toBe('network');
  });
});

describe('offlineRedirectFor', () => {
  it('names where the guest was, path and query', () => {
    expect(offlineRedirectFor(`${origin}/search/?city=goa&checkin=2027-03-02`)).toBe('/offline?from=%2Fsearch%2F%3Fcity%3Dgoa%26checkin%3D2027-03-02');
  });
});

describe('isTripExpired', () => {
  const at = (instant: string) => Date.parse(instant);

  it('keeps the page through the check-out day everywhere on earth', () => {
    expect(isTripExpired('2027-03-05', at('2027-03-01T08:00:00Z'))).toBe(false);
    expect(isTripExpired('2027-03-05', at('2027-03-05T23:59:00Z'))).toBe(false);
    expect(isTripExpired('2027-03-05', at('2027-03-06T11:59:00Z'))).toBe(false);
  });

  it('drops it once check-out has passed, and never keeps a page without a valid date', () => {
    expect(isTripExpired('2027-03-05', at('2027-03-06T12:00:00Z'))).toBe(true);
    expect(isTripExpired(null, at('2027-03-01T08:00:00Z'))).toBe(true);
    expect(isTripExpired('5 March', at('2027-03-01T08:00:00Z'))).toBe(true);
    expect(isTripExpired('2027-13-45', at('2027-03-01T08:00:00Z'))).toBe(true);
  });
});

describe('serverNow', () => {
  it("takes the server's Date header over the device clock", () => {
    expect(serverNow('Mon, 01 Mar 2027 06:30:00 GMT', 0)).toBe(Date.parse('2027-03-01T06:30:00Z'));
    expect(serverNow(null, 42)).toBe(42);
    expect(serverNow('not a date', 42)).toBe(42);
  });
});

describe('tripToKeep', () => {
  it('keeps the booking page a page of this site names, and nothing else', () => {
    expect(tripToKeep({ type: KEEP_TRIP_MESSAGE, url: '/booking/NIV1?token=abc' }, origin)).toBe(`${origin}/booking/NIV1?token=abc`);
    expect(tripToKeep({ type: KEEP_TRIP_MESSAGE, url: 'http://evil.example/booking/NIV1?token=abc' }, origin)).toBeNull();
    expect(tripToKeep({ type: KEEP_TRIP_MESSAGE, url: '/hotels-in-goa' }, origin)).toBeNull();
    expect(tripToKeep({ type: 'other', url: '/booking/NIV1?token=abc' }, origin)).toBeNull();
    expect(tripToKeep('stays:keep-trip', origin)).toBeNull();
  });
});
