import { ITZ_CASH_MODE } from '@stays/brand-config';

/**
 * "The prepaid discount amount is payable amount minus prepaid payable amount, its percent rounded; 0 when either
 * amount is missing" (guest-journey §4). The percent is of the payable amount.
 */
export function prepaidDiscount(booking: { payable_amount?: number | null; payable_amount_prepaid?: number | null }): { amount: number; percent: number } {
  const { payable_amount: payable, payable_amount_prepaid: prepaid } = booking;
  if (payable === null || payable === undefined || prepaid === null || prepaid === undefined || payable === 0) return { amount: 0, percent: 0 };
  const amount = payable - prepaid;
  return { amount, percent: Math.round((amount / payable) * 100) };
}

/** "When a discount above 0 exists, the ITZ Cash mode is removed from the available modes." */
export function availablePaymentModes<T extends string | { mode?: string; type?: string; name?: string }>(
  modes: readonly T[],
  discount: number | null | undefined,
): T[] {
  if (!discount || discount <= 0) return [...modes];
  const isItzCash = (mode: T) => {
    const key = typeof mode === 'string' ? mode : (mode.mode ?? mode.type ?? mode.name ?? '');
    return key.toUpperCase().replace(/[\s-]+/g, '_') === ITZ_CASH_MODE;
  };
  return modes.filter((mode) => !isItzCash(mode));
}

/** One bill line of bills_hash. */
export interface Bill {
  bill_type: string;
  name: string;
  amount: number;
}

const FOOD_AND_BEVERAGE_TYPES = new Set(['food', 'beverage', 'food_and_beverage', 'fnb']);
const FOOD_AND_BEVERAGE_LINE = { bill_type: 'food_and_beverage', name: 'Food & Beverage' } as const;

/**
 * "Food and beverage bills are summed into one line; other bills stay by type" (guest-journey §4): bills of the
 * same other type are summed too, in the order their type first appears.
 */
export function mergeBills(bills: readonly Bill[] | null | undefined): Bill[] {
  const lines = new Map<string, Bill>();
  for (const bill of bills ?? []) {
    const isFood = FOOD_AND_BEVERAGE_TYPES.has(bill.bill_type.toLowerCase());
    const key = isFood ? FOOD_AND_BEVERAGE_LINE.bill_type : bill.bill_type;
    const line = lines.get(key);
    if (line) line.amount += bill.amount;
    else lines.set(key, isFood ? { ...FOOD_AND_BEVERAGE_LINE, amount: bill.amount } : { ...bill });
  }
  return [...lines.values()];
}

/** Payment UI events (accounts-commerce §7). */
export const PAYMENT_UI_EVENTS = [
  'CARD_INVALID',
  'TRANSACTIONID_INVALID',
  'PAYMENT_ERROR',
  'PAYMENT_REQUEST_COMPLETE',
  'PAYMENT_INITIATED',
  'INIT_PAYMENT',
] as const;
