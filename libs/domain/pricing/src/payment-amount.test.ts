import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPaymentAmount, isAdvancePercentValid, minimumToPayMinor, paymentMessages } from './payment-amount';
import { advancePercentSchema, paymentAmountSchema } from './payment-amount-schema';

describe('"The minimum is the pay-later amount if a card charge was attempted, else the minimum prepay amount, reduced by the amount already paid; 0 if covered"', () => {
  it.each([
    [
      'card charge attempted',
      { paylater_amount: 50_000, paylater_card_charge_attempted: true, minimum_prepay_amount: 20_000, get_amount_paid: 10_000 },
      40_000,
    ],
    ['no card charge', { paylater_amount: 50_000, paylater_card_charge_attempted: false, minimum_prepay_amount: 20_000, get_amount_paid: 10_000 }, 10_000],
    ['already covered', { minimum_prepay_amount: 20_000, get_amount_paid: 25_000 }, 0],
    ['nothing paid', { minimum_prepay_amount: 20_000 }, 20_000],
    ['attempted without a pay-later amount', { paylater_card_charge_attempted: true, minimum_prepay_amount: 20_000 }, 0],
    ['no fields', {}, 0],
  ])('%s → %i', (_case, booking, minimum) => {
    expect(minimumToPayMinor(booking)).toBe(minimum);
  });
});

describe('payment amount rules and their three messages', () => {
  const context = { currency: 'INR', currencySymbol: '₹', minimumMinor: 100_000, payableMinor: 500_000 };

  it("the messages are the spec's texts", () => {
    expect(paymentMessages.invalidAmount.defaultMessage).toBe('Please enter a valid payment amount.');
    expect(paymentMessages.belowMinimum.defaultMessage).toBe('Minimum amount to be paid is greater than {currency} {minimum}');
    expect(paymentMessages.abovePayable.defaultMessage).toBe("Amount can't be greater than {currency} {payable}");
  });

  it.each([
    ['"must be a valid number"', 'abc', paymentMessages.invalidAmount, {}],
    ['empty', '', paymentMessages.invalidAmount, {}],
    ['negative', '-5', paymentMessages.invalidAmount, {}],
    ['zero', '0', paymentMessages.invalidAmount, {}],
    ['too many decimals', '1500.555', paymentMessages.invalidAmount, {}],
    ['"not below the minimum"', '999.99', paymentMessages.belowMinimum, { currency: '₹', minimum: '1,000' }],
    ['"not above the payable amount"', '5000.01', paymentMessages.abovePayable, { currency: '₹', payable: '5,000' }],
  ])('%s: %j', (_rule, input, message, values) => {
    expect(checkPaymentAmount(input, context)).toEqual({ valid: false, message, values });
  });

  it.each([
    ['1000', 100_000],
    [' 2500.5 ', 250_050],
    [5000, 500_000],
  ])('%j is accepted as %i minor units', (input, minor) => {
    expect(checkPaymentAmount(input, context)).toEqual({ valid: true, amountMinor: minor });
  });

  it('a currency without decimals refuses decimals', () => {
    const yen = { currency: 'JPY', currencySymbol: '¥', minimumMinor: 0, payableMinor: 10_000 };
    expect(checkPaymentAmount('100.5', yen)).toMatchObject({ valid: false, message: paymentMessages.invalidAmount });
    expect(checkPaymentAmount('100', yen)).toEqual({ valid: true, amountMinor: 100 });
  });

  it('the schema gives minor units or the message id', () => {
    const schema = paymentAmountSchema(context);
    expect(schema.parse('1500')).toBe(150_000);
    const result = schema.safeParse('50');
    expect(result.error?.issues[0]?.message).toBe('payment.amount.belowMinimum');
  });

  it('accepts exactly the amounts between minimum and payable (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (minor) => {
        const text = (minor / 100).toFixed(2);
        const check = checkPaymentAmount(text, context);
        expect(check.valid).toBe(minor >= context.minimumMinor && minor <= context.payableMinor);
      }),
    );
  });
});

describe('"Partial payment advance percent must be above 0 and below 100"', () => {
  it.each([
    [0, false],
    [0.5, true],
    [50, true],
    [99.9, true],
    [100, false],
    [-1, false],
    [Number.NaN, false],
    [Infinity, false],
  ])('%s → %s', (percent, valid) => {
    expect(isAdvancePercentValid(percent)).toBe(valid);
    expect(advancePercentSchema.safeParse(percent).success).toBe(valid);
  });
});
