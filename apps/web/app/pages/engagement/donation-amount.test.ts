import { describe, expect, it } from 'vitest';
import { donationAmount } from './donation.server';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe('the donation form’s amount', () => {
  it.each([
    [{ amount: '100000' }, 'INR', { amount: 100_000 }],
    [{ amount: '100000', other_amount: '750' }, 'INR', { amount: 75_000 }],
    [{ other_amount: '1,500' }, 'INR', { amount: 150_000 }],
    [{ other_amount: '12.50' }, 'EUR', { amount: 1_250 }],
    [{}, 'INR', { error: 'amountMissing' }],
    [{ other_amount: '75o' }, 'INR', { error: 'amountInvalid' }],
    [{ other_amount: '0.50' }, 'EUR', { error: 'amountTooSmall' }],
    [{ other_amount: '100001' }, 'GBP', { error: 'amountTooLarge' }],
    [{ amount: 'lots' }, 'INR', { error: 'amountInvalid' }],
  ] as const)('%j in %s gives %j', (values, currency, expected) => {
    expect(donationAmount(form(values), currency)).toEqual(expected);
  });
});
