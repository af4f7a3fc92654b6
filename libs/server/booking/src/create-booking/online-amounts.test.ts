import { describe, expect, it } from 'vitest';
import { onlineAmounts } from './online-amounts';

describe('onlineAmounts', () => {
  it('has no minimum for pay at the property', () => {
    expect(onlineAmounts(805_000, 'INR', null)).toEqual({ minimumPrepay: 0 });
  });

  it('asks at least 25% (floored) of an online booking, whether or not a part payment is chosen', () => {
    expect(onlineAmounts(805_001, 'INR', { partAmountMinor: undefined })).toEqual({ minimumPrepay: 201_250 });
    expect(onlineAmounts(805_000, 'INR', { partAmountMinor: 201_250 })).toEqual({ minimumPrepay: 201_250 });
    expect(onlineAmounts(805_000, 'INR', { partAmountMinor: 805_000 })).toEqual({ minimumPrepay: 201_250 });
  });

  it("refuses a part payment below the minimum or above the price with the spec's messages", () => {
    expect(() => onlineAmounts(805_000, 'INR', { partAmountMinor: 201_249 })).toThrow('Minimum amount to be paid is greater than ₹ 2,012.50');
    expect(() => onlineAmounts(805_000, 'INR', { partAmountMinor: 805_001 })).toThrow("Amount can't be greater than ₹ 8,050");
    expect(() => onlineAmounts(30_000, 'EUR', { partAmountMinor: 1 })).toThrow('Minimum amount to be paid is greater than € 75');
  });
});
