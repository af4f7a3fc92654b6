import { toMinor } from './currency-units';

/** Money as an integer number of minor units of one currency (paise, cents, yen). */
export interface Money {
  amountMinor: number;
  currency: string;
}

export function money(amountMajor: number, currency: string): Money {
  return { amountMinor: toMinor(amountMajor, currency), currency: currency.toUpperCase() };
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`cannot mix ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency };
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return { amountMinor: a.amountMinor - b.amountMinor, currency: a.currency };
}
