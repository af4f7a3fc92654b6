import { describe, expect, it } from 'vitest';
import { addMoney, money, subtractMoney } from './money';

describe('money as integer minor units per currency', () => {
  it('adds and subtracts in one currency only', () => {
    expect(addMoney(money(10.25, 'eur'), money(0.75, 'EUR'))).toEqual({ amountMinor: 1100, currency: 'EUR' });
    expect(subtractMoney(money(10, 'EUR'), money(0.01, 'EUR'))).toEqual({ amountMinor: 999, currency: 'EUR' });
    expect(() => addMoney(money(1, 'EUR'), money(1, 'GBP'))).toThrow(RangeError);
  });
});
