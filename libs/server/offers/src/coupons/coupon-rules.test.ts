import { describe, expect, it } from 'vitest';
import { couponDiscountMinor, couponRefusal, type CouponRow, type CouponUse } from './coupon-rules';

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: 1,
  code: 'WELCOME10',
  description: '10% off',
  discount_type: 'percentage',
  discount_value: 10,
  max_discount_minor: 150_000,
  currency_code: 'INR',
  min_amount_minor: 300_000,
  valid_from: new Date('2026-01-01T00:00:00Z'),
  valid_until: new Date('2026-12-31T00:00:00Z'),
  per_user_limit: 2,
  brand_id: 'nivaas',
  country_id: 1,
  active: true,
  ...overrides,
});
const use = (overrides: Partial<CouponUse> = {}): CouponUse => ({
  brandId: 'nivaas',
  countryId: 1,
  currencyCode: 'INR',
  amountMinor: 500_000,
  timesUsedByUser: 0,
  now: new Date('2026-03-10T06:00:00Z'),
  ...overrides,
});

describe('coupon refusal', () => {
  it('accepts a coupon that fits every rule', () => {
    expect(couponRefusal(coupon(), use())).toBeNull();
  });

  it.each([
    ['an unknown code', null, use(), 'COUPON_INVALID', 'This coupon code is not valid.'],
    ['a paused coupon', coupon({ active: false }), use(), 'COUPON_INVALID', 'This coupon code is not valid.'],
    ['before its start', coupon({ valid_from: new Date('2026-04-01T00:00:00Z') }), use(), 'COUPON_NOT_STARTED', 'This coupon can be used from 2026-04-01.'],
    ['at its end', coupon({ valid_until: new Date('2026-03-10T06:00:00Z') }), use(), 'COUPON_EXPIRED', 'This coupon expired on 2026-03-10.'],
    ['another brand', coupon(), use({ brandId: 'dunelight' }), 'COUPON_NOT_APPLICABLE', 'This coupon cannot be used for this property.'],
    ['another country', coupon(), use({ countryId: 143 }), 'COUPON_NOT_APPLICABLE', 'This coupon cannot be used for this property.'],
    [
      'another currency',
      coupon({ brand_id: null, country_id: null }),
      use({ currencyCode: 'EUR' }),
      'COUPON_NOT_APPLICABLE',
      'This coupon cannot be used for this property.',
    ],
    ['a stay under the minimum', coupon(), use({ amountMinor: 299_999 }), 'COUPON_MINIMUM_AMOUNT', 'This coupon needs a booking of at least ₹3,000.'],
    ['a guest at the limit', coupon(), use({ timesUsedByUser: 2 }), 'COUPON_LIMIT_REACHED', 'You have already used this coupon 2 times.'],
    ['a single-use coupon used once', coupon({ per_user_limit: 1 }), use({ timesUsedByUser: 1 }), 'COUPON_LIMIT_REACHED', 'You have already used this coupon.'],
  ])('refuses %s', (_case, row, context, code, message) => {
    expect(couponRefusal(row, context)).toEqual({ code, message });
  });
});

describe('coupon discount', () => {
  it.each([
    ['a floored percentage', { discount_type: 'percentage', discount_value: 10, max_discount_minor: null }, 805_005, 80_500],
    ['a percentage capped', { discount_type: 'percentage', discount_value: 10, max_discount_minor: 50_000 }, 805_000, 50_000],
    ['a flat amount', { discount_type: 'flat', discount_value: 50_000, max_discount_minor: null }, 805_000, 50_000],
    ['a flat amount above the price', { discount_type: 'flat', discount_value: 50_000, max_discount_minor: null }, 30_000, 30_000],
  ] as const)('takes %s', (_case, rule, amount, discount) => {
    expect(couponDiscountMinor(rule, amount)).toBe(discount);
  });
});
