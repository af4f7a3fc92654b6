import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stayCharge } from './stay-charge';
import { taxInfoFromRate } from './taxes';

describe('stay charge: what the guest pays for a priced room category', () => {
  const india = { summed_final_price: 805_000, tax_info: taxInfoFromRate(805_000, 12), tax_clusivity: 'exclusive' as const };
  const netherlands = { summed_final_price: 42_000, tax_info: { total_tax: 3_468, final_price_with_tax: 42_000 }, tax_clusivity: 'inclusive' as const };

  it('charges the tax on top in a tax-exclusive country: the final price with tax', () => {
    expect(stayCharge(india)).toEqual({ priceMinor: 805_000, couponMinor: 0, priceAfterCouponMinor: 805_000, taxOnTopMinor: 96_600, totalMinor: 901_600 });
  });

  it('takes the coupon off the price before tax and charges the tax on what is left, in whole rupees (₹869, not ₹869.40)', () => {
    expect(stayCharge(india, 80_500, 'INR')).toEqual({
      priceMinor: 805_000,
      couponMinor: 80_500,
      priceAfterCouponMinor: 724_500,
      taxOnTopMinor: 86_900,
      totalMinor: 811_400,
    });
  });

  it('charges the price that includes the tax in an inclusive country, less the coupon', () => {
    expect(stayCharge(netherlands)).toMatchObject({ taxOnTopMinor: 0, totalMinor: 42_000 });
    expect(stayCharge(netherlands, 6_300, 'EUR')).toMatchObject({ couponMinor: 6_300, taxOnTopMinor: 0, totalMinor: 35_700 });
  });

  it('never takes more coupon than the price, nor a negative one', () => {
    expect(stayCharge(india, 2_000_000, 'INR')).toMatchObject({ couponMinor: 805_000, taxOnTopMinor: 0, totalMinor: 0 });
    expect(stayCharge(india, -5, 'INR')).toMatchObject({ couponMinor: 0, totalMinor: 901_600 });
  });

  it('never charges more with a coupon than without, nor less than the price after the coupon (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e8 }), fc.integer({ min: 0, max: 28 }), fc.nat(1e8), (price, rate, coupon) => {
        // tax_info as the API gives it: the tax in whole rupees (taxOnTopMinor).
        const tax = Math.round((price * rate) / 100 / 100) * 100;
        const category = { summed_final_price: price, tax_info: { total_tax: tax, final_price_with_tax: price + tax }, tax_clusivity: 'exclusive' as const };
        const charged = stayCharge(category, coupon, 'INR');
        expect(charged.totalMinor).toBeLessThanOrEqual(stayCharge(category).totalMinor);
        expect(charged.totalMinor).toBeGreaterThanOrEqual(charged.priceAfterCouponMinor);
        expect(charged.taxOnTopMinor % 100).toBe(0);
      }),
    );
  });
});
