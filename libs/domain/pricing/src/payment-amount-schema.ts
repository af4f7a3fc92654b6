import { z } from 'zod';
import { checkPaymentAmount, isAdvancePercentValid, paymentMessages, type PaymentAmountContext } from './payment-amount';

// Apart from payment-amount.ts so that pages checking an amount do not load zod.
/** The same rule as a zod schema producing minor units; the issue message is the descriptor id. */
export function paymentAmountSchema(context: PaymentAmountContext) {
  return z.union([z.string(), z.number()]).transform((input, refinement): number => {
    const check = checkPaymentAmount(input, context);
    if (!check.valid) {
      refinement.addIssue({ code: 'custom', message: check.message.id, params: check.values });
      return z.NEVER;
    }
    return check.amountMinor;
  });
}

export const advancePercentSchema = z.number().refine(isAdvancePercentValid, { message: paymentMessages.advancePercentOutOfRange.id });
