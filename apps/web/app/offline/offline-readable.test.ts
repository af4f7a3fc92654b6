import { describe, expect, it } from 'vitest';
import { isReadableOffline, returnPathOf } from './offline-readable';

describe('isReadableOffline', () => {
  it('keeps the guest on a kept booking page and on the map view', () => {
    expect(isReadableOffline({ pathname: '/booking/NIV1', search: '?token=abc' })).toBe(true);
    expect(isReadableOffline({ pathname: '/search/', search: '?city=goa&view=map' })).toBe(true);
  });

  it('sends the guest to /offline from any other page', () => {
    expect(isReadableOffline({ pathname: '/booking', search: '' })).toBe(false);
    expect(isReadableOffline({ pathname: '/search/', search: '?city=goa' })).toBe(false);
    expect(isReadableOffline({ pathname: '/', search: '' })).toBe(false);
  });
});

describe('returnPathOf', () => {
  it('returns to the page the guest was on, and only to this site', () => {
    expect(returnPathOf('?from=%2Fsearch%2F%3Fcity%3Dgoa')).toBe('/search/?city=goa');
    expect(returnPathOf('?from=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(returnPathOf('?from=%2F%2Fevil.example%2F')).toBe('/');
    expect(returnPathOf('?from=%2Foffline%3Ffrom%3D%252F')).toBe('/');
    expect(returnPathOf('')).toBe('/');
  });
});
