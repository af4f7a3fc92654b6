import { describe, expect, it } from 'vitest';
import { storeReturnUrl, takeReturnUrl } from './return-url';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the return URL after sign-in', () => {
  it('goes back to a stored page of our own site, once', () => {
    const storage = memoryStorage();
    storeReturnUrl('/hotels-in-goa?checkin=2026-06-01', storage);
    expect(takeReturnUrl('/', storage)).toBe('/hotels-in-goa?checkin=2026-06-01');
    expect(takeReturnUrl('/', storage)).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'http://homes.localhost@evil.example/',
  ])('never stores %s: the country default is used', (retUrl) => {
    const storage = memoryStorage();
    storeReturnUrl(retUrl, storage);
    expect(takeReturnUrl('/nl/', storage)).toBe('/nl/');
  });

  it('accepts an absolute URL on another of our brand hosts', () => {
    const storage = memoryStorage();
    storeReturnUrl('http://nl.homes.localhost:4200/accountdetails', storage);
    expect(takeReturnUrl('/', storage)).toBe('http://nl.homes.localhost:4200/accountdetails');
  });
});
