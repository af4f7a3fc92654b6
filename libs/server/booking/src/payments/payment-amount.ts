import { checkPaymentAmount, toMajor } from '@stays/pricing';
import { ServiceError } from '@stays/server-core';

/**
 * The payment amount rules of guest-journey §5 on an amount in minor units: 422 PAYMENT_AMOUNT_INVALID with the
 * spec's message ("Minimum amount to be paid is greater than …", "Amount can't be greater than …").
 */
export function assertPaymentAmount(
  amountMinor: number,
  context: { minimumMinor: number; payableMinor: number; currency: string; currencySymbol: string },
): void {
  const check = checkPaymentAmount(String(toMajor(amountMinor, context.currency)), context);
  if (check.valid) return;
  const text = Object.entries(check.values).reduce((message, [name, value]) => message.replace(`{${name}}`, value), check.message.defaultMessage as string);
  throw new ServiceError(422, 'PAYMENT_AMOUNT_INVALID', text);
}
