import { describe, expect, it } from 'vitest';
import { generateWizardCoupons } from './wizard-coupons';

describe('seeded wizard coupons', () => {
  const coupons = generateWizardCoupons('2026-11-22');

  it('are the same for the same start date, with unique upper-case codes (the table checks upper case)', () => {
    expect(generateWizardCoupons('2026-11-22')).toEqual(coupons);
    expect(new Set(coupons.map((coupon) => coupon.code)).size).toBe(coupons.length);
    for (const coupon of coupons) expect(coupon.code).toBe(coupon.code.toUpperCase());
  });

  it('cover either plan and one plan, a cap, one expired and one paused', () => {
    expect(new Set(coupons.map((coupon) => coupon.plan))).toEqual(new Set([null, 'wizard_plus']));
    expect(coupons.some((coupon) => coupon.maxDiscountMinor !== null)).toBe(true);
    expect(coupons.filter((coupon) => coupon.validUntil < '2026-11-22')).toHaveLength(1);
    expect(coupons.filter((coupon) => !coupon.active)).toHaveLength(1);
  });
});
