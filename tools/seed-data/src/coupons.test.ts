import { describe, expect, it } from 'vitest';
import { buildGeography } from './geography';
import { generateCoupons } from './coupons';

const countries = buildGeography().countries;

describe('seeded coupons', () => {
  const coupons = generateCoupons('2026-11-22', countries);

  it('are the same for the same start date, with unique upper-case codes', () => {
    expect(generateCoupons('2026-11-22', countries)).toEqual(coupons);
    expect(new Set(coupons.map((coupon) => coupon.code)).size).toBe(coupons.length);
    for (const coupon of coupons) expect(coupon.code).toBe(coupon.code.toUpperCase());
  });

  it('cover percentage and flat, a minimum amount, a cap, per-user limits above one, every brand, a country scope, expired and paused', () => {
    expect(new Set(coupons.map((coupon) => coupon.discountType))).toEqual(new Set(['percentage', 'flat']));
    expect(coupons.some((coupon) => coupon.minAmountMinor > 0)).toBe(true);
    expect(coupons.some((coupon) => coupon.maxDiscountMinor !== null)).toBe(true);
    expect(coupons.some((coupon) => coupon.perUserLimit > 1)).toBe(true);
    expect(new Set(coupons.map((coupon) => coupon.brandId))).toEqual(new Set(['nivaas', 'dunelight', 'dunelight-in', null]));
    expect(coupons.find((coupon) => coupon.code === 'DUNES15')?.countryId).toBe(countries.find((country) => country.code === 'nl')?.id);
    expect(coupons.filter((coupon) => coupon.validUntil < '2026-11-22')).toHaveLength(1);
    expect(coupons.filter((coupon) => !coupon.active)).toHaveLength(1);
  });

  it('give a flat coupon a currency, as the table requires', () => {
    for (const coupon of coupons.filter((candidate) => candidate.discountType === 'flat')) expect(coupon.currencyCode).not.toBeNull();
  });
});
