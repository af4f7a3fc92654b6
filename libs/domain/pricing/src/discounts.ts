import { percentOfFloored } from './percentages';

/** The wizard discount of a category: its wizard_discount_amount, else wizard_discount_percentage of the price. */
export function wizardDiscountMinor(
  priceMinor: number,
  discount: { wizard_discount_amount?: number | null; wizard_discount_percentage?: number | null },
): number {
  if (discount.wizard_discount_amount && discount.wizard_discount_amount > 0) return Math.min(priceMinor, discount.wizard_discount_amount);
  if (discount.wizard_discount_percentage && discount.wizard_discount_percentage > 0) return percentOfFloored(priceMinor, discount.wizard_discount_percentage);
  return 0;
}

export interface DiscountContext {
  /** "Coupon and wallet money apply only to logged-in users" (guest-journey §6). */
  isLoggedIn: boolean;
  /** "Wizard members get discounts". */
  isWizardMember: boolean;
  couponDiscountMinor?: number | null;
  wizardDiscount?: { wizard_discount_amount?: number | null; wizard_discount_percentage?: number | null };
}

export interface PriceAfterDiscounts {
  couponMinor: number;
  wizardMinor: number;
  priceMinor: number;
}

/**
 * A price after the coupon (logged-in guests only) and the wizard discount (members only), never below 0.
 * The wizard discount is taken from the price after the coupon.
 */
export function priceAfterDiscounts(priceMinor: number, context: DiscountContext): PriceAfterDiscounts {
  const couponMinor = context.isLoggedIn ? Math.min(priceMinor, Math.max(0, context.couponDiscountMinor ?? 0)) : 0;
  const afterCoupon = priceMinor - couponMinor;
  const wizardMinor = context.isWizardMember && context.wizardDiscount ? wizardDiscountMinor(afterCoupon, context.wizardDiscount) : 0;
  return { couponMinor, wizardMinor, priceMinor: afterCoupon - wizardMinor };
}

/**
 * "Wallet percentage applied to the total is floored" (guest-journey §9): the wallet pays at most that share of
 * the total, and never more than the balance. Wallet money applies only to logged-in users.
 */
export function walletShareMinor(totalMinor: number, walletPercent: number, balanceMinor: number, isLoggedIn = true): number {
  if (!isLoggedIn) return 0;
  return Math.max(0, Math.min(balanceMinor, percentOfFloored(totalMinor, walletPercent)));
}
