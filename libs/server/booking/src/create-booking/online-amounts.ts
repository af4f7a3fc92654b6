import { currencySymbolOf } from '@stays/brand-config';
import type { CurrencyCode } from '@stays/api-client';
import { partPaymentMinimumMinor } from '@stays/pricing';
import { assertPaymentAmount } from '../payments/payment-amount';

/**
 * The part-payment terms of an online booking: the least to pay up front (PART_PAYMENT_MINIMUM_PERCENT of @stays/pricing of the
 * price, floored; a retry or a balance never asks less), and the amount asked now checked with the payment amount rules. Pay at hotel has no minimum.
 */
export function onlineAmounts(payableMinor: number, currency: string, online: { partAmountMinor: number | undefined } | null): { minimumPrepay: number } {
  if (!online) return { minimumPrepay: 0 };
  const minimumPrepay = partPaymentMinimumMinor(payableMinor);
  const partAmountMinor = online.partAmountMinor;
  if (partAmountMinor === undefined) return { minimumPrepay };
  assertPaymentAmount(partAmountMinor, { minimumMinor: minimumPrepay, payableMinor, currency, currencySymbol: currencySymbolOf(currency as CurrencyCode) });
  return { minimumPrepay };
}
