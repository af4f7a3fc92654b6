import { describe, expect, it } from 'vitest';
import { wishlistCodeSchema } from '@stays/api-client';
import { wishlistCodeData } from './get-wishlist.service';
import { newShareCode } from './share-wishlist.service';

describe('wishlist share codes', () => {
  it('are 24 URL-safe characters the contract accepts, different every time', () => {
    const codes = Array.from({ length: 200 }, () => newShareCode());
    for (const code of codes) expect(wishlistCodeSchema.safeParse(code).success, code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Za-z0-9_-]{24}$/.test(code))).toBe(true);
  });

  it('give the site path /wishlist/{wishlistCode}, and nothing while the list is not shared', () => {
    expect(wishlistCodeData('abcdefghijklmnopqrstuvwx')).toEqual({ code: 'abcdefghijklmnopqrstuvwx', path: '/wishlist/abcdefghijklmnopqrstuvwx' });
    expect(wishlistCodeData(null)).toEqual({ code: null, path: null });
  });
});
