import { describe, expect, it } from 'vitest';
import type { CouponQuote } from '@stays/api-client';
import { couponReducer, initialCouponState } from './coupon-state';

const quote: CouponQuote = {
  code: 'WELCOME10',
  description: '10% off',
  discount_type: 'percentage',
  discount_value: 10,
  currency_code: 'INR',
  price_before_coupon: 805_000,
  discount_amount: 80_500,
  price_after_coupon: 724_500,
  total_before_coupon: 901_600,
  taxes_after_coupon: 86_900,
  total_after_coupon: 811_400,
  room_category_id: 1001,
};

describe('coupon state (guest-journey §4)', () => {
  it('remembers the code before the reply, then keeps the reply on success', () => {
    const typed = couponReducer(initialCouponState(null), { type: 'typed', couponCode: ' welcome10 ' });
    const validating = couponReducer(typed, { type: 'validate' });
    expect(validating).toMatchObject({ code: 'WELCOME10', couponChecked: true, status: 'validating', data: null });
    expect(couponReducer(validating, { type: 'succeeded', data: quote })).toMatchObject({ status: 'success', couponChecked: true, data: quote });
  });

  it('unchecks the coupon and keeps the server’s message on failure', () => {
    const validating = couponReducer(initialCouponState('OLD'), { type: 'validate' });
    expect(couponReducer(validating, { type: 'failed', message: 'This coupon expired on 2026-02-28.' })).toMatchObject({
      status: 'failure',
      couponChecked: false,
      error: 'This coupon expired on 2026-02-28.',
      code: 'OLD',
    });
  });

  it('drops the discount when unchecked and asks again when checked', () => {
    const applied = couponReducer(couponReducer(initialCouponState('WELCOME10'), { type: 'validate' }), { type: 'succeeded', data: quote });
    const unchecked = couponReducer(applied, { type: 'unchecked' });
    expect(unchecked).toMatchObject({ couponChecked: false, data: null, couponCode: 'WELCOME10' });
    expect(couponReducer(unchecked, { type: 'checked' })).toMatchObject({ couponChecked: true, status: 'validating', code: 'WELCOME10' });
  });
});
