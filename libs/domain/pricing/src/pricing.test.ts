import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountPercentage, percentOfFloored, slasherPercentage } from './percentages';
import { displayedPrice, taxClusivityFor, taxInfoFromRate } from './taxes';
import { priceAfterDiscounts, walletShareMinor, wizardDiscountMinor } from './discounts';
import { PAYMENT_UI_EVENTS, availablePaymentModes, mergeBills, prepaidDiscount } from './booking-payment';
import { distanceForDisplay, kilometresToMiles, truncateText } from './display';

describe('slasher and discount percentages', () => {
  it.each([
    [4000, 3000, 25],
    [3000, 2000, 33],
    [3000, 1000, 67],
    [3000, 3000, 0],
    [3000, 3500, 0],
    [null, 3000, 0],
    [0, 3000, 0],
    [3000, undefined, 0],
  ])('slasher %s, final %s → %i%%', (slasher, final, percent) => {
    expect(slasherPercentage(slasher, final)).toBe(percent);
    expect(discountPercentage(slasher, final)).toBe(percent);
  });

  it('always lies between 0 and 100 (property)', () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e7), (slasher, final) => {
        const percent = slasherPercentage(slasher, final);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('taxes per country with inclusive / exclusive display', () => {
  const taxInfo = { total_tax: 30_000, final_price_with_tax: 280_000 };
  it.each([
    ['inclusive', { shownMinor: 280_000, taxLineMinor: 0, totalMinor: 280_000 }],
    ['exclusive', { shownMinor: 250_000, taxLineMinor: 30_000, totalMinor: 280_000 }],
  ] as const)('%s', (clusivity, expected) => {
    expect(displayedPrice(taxInfo, clusivity)).toEqual(expected);
  });

  it.each([
    [250_000, 12, { total_tax: 30_000, final_price_with_tax: 280_000 }],
    [9_999, 9, { total_tax: 900, final_price_with_tax: 10_899 }],
    [1_000, 0, { total_tax: 0, final_price_with_tax: 1_000 }],
  ])('tax_info for %i at %i%%', (price, rate, expected) => {
    expect(taxInfoFromRate(price, rate)).toEqual(expected);
  });
});

describe('tax clusivity per country (brand-config): exclusive in India, inclusive elsewhere', () => {
  it.each([
    [1, 'exclusive'],
    [143, 'inclusive'],
    [210, 'inclusive'],
    [104, 'inclusive'],
    [99_999, 'inclusive'],
  ])('country %i → %s', (countryId, clusivity) => {
    expect(taxClusivityFor(countryId)).toBe(clusivity);
  });
});

describe('coupon and wizard discounts ("Coupon and wallet money apply only to logged-in users. Wizard members get discounts.")', () => {
  it.each([
    [
      'coupon for a logged-in guest',
      { isLoggedIn: true, isWizardMember: false, couponDiscountMinor: 5_000 },
      { couponMinor: 5_000, wizardMinor: 0, priceMinor: 95_000 },
    ],
    [
      'no coupon when logged out',
      { isLoggedIn: false, isWizardMember: false, couponDiscountMinor: 5_000 },
      { couponMinor: 0, wizardMinor: 0, priceMinor: 100_000 },
    ],
    [
      'coupon never below zero',
      { isLoggedIn: true, isWizardMember: false, couponDiscountMinor: 500_000 },
      { couponMinor: 100_000, wizardMinor: 0, priceMinor: 0 },
    ],
    [
      'wizard percentage for a member',
      { isLoggedIn: true, isWizardMember: true, wizardDiscount: { wizard_discount_percentage: 10 } },
      { couponMinor: 0, wizardMinor: 10_000, priceMinor: 90_000 },
    ],
    [
      'wizard after coupon',
      { isLoggedIn: true, isWizardMember: true, couponDiscountMinor: 10_000, wizardDiscount: { wizard_discount_percentage: 10 } },
      { couponMinor: 10_000, wizardMinor: 9_000, priceMinor: 81_000 },
    ],
    [
      'no wizard discount for a non-member',
      { isLoggedIn: true, isWizardMember: false, wizardDiscount: { wizard_discount_amount: 3_000 } },
      { couponMinor: 0, wizardMinor: 0, priceMinor: 100_000 },
    ],
  ])('%s', (_case, context, expected) => {
    expect(priceAfterDiscounts(100_000, context)).toEqual(expected);
  });

  it.each([
    [{ wizard_discount_amount: 3_000 }, 3_000],
    [{ wizard_discount_amount: 300_000 }, 100_000],
    [{ wizard_discount_percentage: 7.5 }, 7_500],
    [{ wizard_discount_amount: 0, wizard_discount_percentage: 5 }, 5_000],
    [{}, 0],
  ])('wizard discount %j on 100000 → %i', (discount, minor) => {
    expect(wizardDiscountMinor(100_000, discount)).toBe(minor);
  });
});

describe('"Wallet percentage applied to the total is floored"', () => {
  it.each([
    [99_999, 10, 1_000_000, true, 9_999],
    [1_005, 33, 1_000_000, true, 331],
    [100_000, 50, 2_000, true, 2_000],
    [100_000, 50, 2_000, false, 0],
    [100_000, 50, -5, true, 0],
  ])('total %i at %i%% with balance %i (logged in %s) → %i', (total, percent, balance, loggedIn, share) => {
    expect(walletShareMinor(total, percent, balance, loggedIn)).toBe(share);
  });

  it('is never more than the exact share (property)', () => {
    fc.assert(
      fc.property(fc.nat(1e8), fc.integer({ min: 0, max: 100 }), (total, percent) => {
        const floored = percentOfFloored(total, percent);
        expect(Number.isInteger(floored)).toBe(true);
        expect(floored).toBeLessThanOrEqual((total * percent) / 100);
        expect(floored).toBeGreaterThan((total * percent) / 100 - 1);
      }),
    );
  });
});

describe('"The prepaid discount amount is payable amount minus prepaid payable amount, its percent rounded; 0 when either is missing"', () => {
  it.each([
    [
      { payable_amount: 3000, payable_amount_prepaid: 2700 },
      { amount: 300, percent: 10 },
    ],
    [
      { payable_amount: 3000, payable_amount_prepaid: 2000 },
      { amount: 1000, percent: 33 },
    ],
    [
      { payable_amount: 3000, payable_amount_prepaid: 1000 },
      { amount: 2000, percent: 67 },
    ],
    [{ payable_amount: 3000 }, { amount: 0, percent: 0 }],
    [{ payable_amount_prepaid: 2700 }, { amount: 0, percent: 0 }],
    [
      { payable_amount: null, payable_amount_prepaid: 2700 },
      { amount: 0, percent: 0 },
    ],
    [
      { payable_amount: 0, payable_amount_prepaid: 0 },
      { amount: 0, percent: 0 },
    ],
  ])('%j → %j', (booking, expected) => {
    expect(prepaidDiscount(booking)).toEqual(expected);
  });
});

describe('"When a discount above 0 exists, the ITZ Cash mode is removed"', () => {
  it.each([
    [['CC', 'ITZ_CASH', 'NB'], 100, ['CC', 'NB']],
    [['CC', 'ITZ Cash', 'itz-cash'], 1, ['CC']],
    [['CC', 'ITZ_CASH'], 0, ['CC', 'ITZ_CASH']],
    [['CC', 'ITZ_CASH'], null, ['CC', 'ITZ_CASH']],
  ])('%j with discount %s → %j', (modes, discount, expected) => {
    expect(availablePaymentModes(modes, discount)).toEqual(expected);
  });

  it('works on mode objects', () => {
    const modes = [{ mode: 'CC' }, { type: 'ITZ_CASH' }, { name: 'ITZ Cash' }, {}];
    expect(availablePaymentModes(modes, 5)).toEqual([{ mode: 'CC' }, {}]);
  });
});

describe('"Food and beverage bills are summed into one line; other bills stay by type"', () => {
  it('merges food and beverage and keeps the rest by type', () => {
    expect(
      mergeBills([
        { bill_type: 'room', name: 'Room', amount: 5000 },
        { bill_type: 'food', name: 'Breakfast', amount: 300 },
        { bill_type: 'early_checkin', name: 'Early check-in', amount: 500 },
        { bill_type: 'beverage', name: 'Juice', amount: 120 },
        { bill_type: 'Food', name: 'Dinner', amount: 800 },
        { bill_type: 'room', name: 'Room', amount: 5000 },
      ]),
    ).toEqual([
      { bill_type: 'room', name: 'Room', amount: 10_000 },
      { bill_type: 'food_and_beverage', name: 'Food & Beverage', amount: 1220 },
      { bill_type: 'early_checkin', name: 'Early check-in', amount: 500 },
    ]);
  });

  it.each([[null], [undefined], [[]]])('no bills (%j) → no lines', (bills) => {
    expect(mergeBills(bills)).toEqual([]);
  });

  it('keeps the total (property)', () => {
    const bill = fc.record({ bill_type: fc.constantFrom('room', 'food', 'beverage', 'tax', 'fnb'), name: fc.string(), amount: fc.nat(1e6) });
    fc.assert(
      fc.property(fc.array(bill), (bills) => {
        const sum = (list: { amount: number }[]) => list.reduce((total, item) => total + item.amount, 0);
        expect(sum(mergeBills(bills))).toBe(sum(bills));
      }),
    );
  });
});

describe('"Miles are kilometres divided by 1.6; distance shown to 1 decimal"', () => {
  it.each([
    [1.6, 1],
    [10, 6.3],
    [2.4, 1.5],
    [0, 0],
    [0.08, 0.1],
  ])('%s km → %s mi', (km, miles) => {
    expect(kilometresToMiles(km)).toBe(miles);
  });

  it.each([
    [3.14159, 'km', 3.1],
    [3.14159, 'mi', 2],
  ] as const)('%s km shown in %s → %s', (km, unit, value) => {
    expect(distanceForDisplay(km, unit)).toEqual({ value, unit });
  });
});

describe('"Strings are truncated at 10 characters with an ellipsis"', () => {
  it.each([
    ['Nivaas Grand Goa', 'Nivaas Gra...'],
    ['0123456789', '0123456789'],
    ['01234567890', '0123456789...'],
    ['', ''],
    ['Ünïcödé😀😀😀😀😀', 'Ünïcödé😀😀😀...'],
  ])('%j → %j', (text, truncated) => {
    expect(truncateText(text)).toBe(truncated);
  });
});

describe('payment UI events (accounts-commerce §7)', () => {
  it('lists the six events', () => {
    expect(PAYMENT_UI_EVENTS).toEqual([
      'CARD_INVALID',
      'TRANSACTIONID_INVALID',
      'PAYMENT_ERROR',
      'PAYMENT_REQUEST_COMPLETE',
      'PAYMENT_INITIATED',
      'INIT_PAYMENT',
    ]);
  });
});
