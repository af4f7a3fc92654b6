import { minorUnitsOf, toMinor } from './currency-units';
import { formatAmount } from './format-money';
import { percentOfFloored } from './percentages';

/** A react-intl message descriptor, without depending on React. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/** The payment-amount messages of guest-journey §5 and accounts-commerce §5, word for word. */
export const paymentMessages = {
  invalidAmount: { id: 'payment.amount.invalid', defaultMessage: 'Please enter a valid payment amount.' },
  belowMinimum: { id: 'payment.amount.belowMinimum', defaultMessage: 'Minimum amount to be paid is greater than {currency} {minimum}' },
  abovePayable: { id: 'payment.amount.abovePayable', defaultMessage: "Amount can't be greater than {currency} {payable}" },
  advancePercentOutOfRange: { id: 'payment.advancePercent.outOfRange', defaultMessage: 'The advance must be more than 0% and less than 100%' },
} as const satisfies Record<string, MessageDescriptor>;

/** Booking fields that decide the minimum to pay (guest-journey §3), in minor units. */
export interface MinimumToPayFields {
  paylater_amount?: number | null;
  paylater_card_charge_attempted?: boolean | null;
  minimum_prepay_amount?: number | null;
  get_amount_paid?: number | null;
}

/**
 * "The minimum is the pay-later amount if a card charge was attempted, else the minimum prepay amount, reduced by
 * the amount already paid; 0 if covered" (guest-journey §5).
 */
export function minimumToPayMinor(booking: MinimumToPayFields): number {
  const base = booking.paylater_card_charge_attempted ? (booking.paylater_amount ?? 0) : (booking.minimum_prepay_amount ?? 0);
  return Math.max(0, base - (booking.get_amount_paid ?? 0));
}

export interface PaymentAmountContext {
  currency: string;
  /** The symbol or code put before amounts in the messages. */
  currencySymbol: string;
  minimumMinor: number;
  payableMinor: number;
  locale?: string;
}

export type PaymentAmountCheck = { valid: true; amountMinor: number } | { valid: false; message: MessageDescriptor; values: Record<string, string> };

const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/**
 * "Payment amount: must be a valid number ('Please enter a valid payment amount.'); not below the minimum ('Minimum
 * amount to be paid is greater than {currency} {minimum}'); not above the payable amount ('Amount can't be greater
 * than {currency} {payable}')". The amount is typed in major units; more decimals than the currency has are invalid.
 */
export function checkPaymentAmount(input: string | number, context: PaymentAmountContext): PaymentAmountCheck {
  const text = String(input).trim();
  const decimals = text.split('.')[1]?.length ?? 0;
  const amount = Number(text);
  if (!AMOUNT_TEXT.test(text) || decimals > minorUnitsOf(context.currency) || amount <= 0) {
    return { valid: false, message: paymentMessages.invalidAmount, values: {} };
  }
  const amountMinor = toMinor(amount, context.currency);
  const format = (minor: number) => formatAmount(minor, context.currency, context.locale);
  if (amountMinor < context.minimumMinor) {
    return { valid: false, message: paymentMessages.belowMinimum, values: { currency: context.currencySymbol, minimum: format(context.minimumMinor) } };
  }
  if (amountMinor > context.payableMinor) {
    return { valid: false, message: paymentMessages.abovePayable, values: { currency: context.currencySymbol, payable: format(context.payableMinor) } };
  }
  return { valid: true, amountMinor };
}

/** "Partial payment advance percent must be above 0 and below 100." */
export function isAdvancePercentValid(percent: number): boolean {
  return Number.isFinite(percent) && percent > 0 && percent < 100;
}

/** Part payment: the least an online booking takes up front, as a share of what it costs. */
export const PART_PAYMENT_MINIMUM_PERCENT = 25;

/** The least a guest pays online up front for a booking costing `totalMinor` (floored, so never more than the share). */
export function partPaymentMinimumMinor(totalMinor: number): number {
  return percentOfFloored(totalMinor, PART_PAYMENT_MINIMUM_PERCENT);
}
