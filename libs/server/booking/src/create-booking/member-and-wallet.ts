import type { CurrencyCode, RoomCategory } from '@stays/api-client';
import { currencySymbolOf } from '@stays/brand-config';
import { formatAmount, paymentMessages, priceAfterDiscounts, stayCharge } from '@stays/pricing';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { isWizardMember } from '@stays/server-wallet';

export interface BookingPrice {
  couponMinor: number;
  wizardMinor: number;
  /** Tax on top of the price after the discounts (tax-exclusive countries). */
  taxMinor: number;
  /** What the stay costs after the coupon and the wizard discount, with its tax: the booking's final_amount. */
  finalMinor: number;
  /** Wallet money asked for (checked and taken by spendWalletMoney once the booking row exists). */
  walletMinor: number;
}

/**
 * The booking's price with the same rules as the hotel page (@stays/pricing): the coupon for a signed-in guest, then
 * the wizard discount of the room category when the guest is a member now (priceAfterDiscounts), both off the price
 * before tax, then the tax on what is left (stayCharge). Wallet money is
 * only for signed-in guests ("Coupon and wallet money apply only to logged-in users", guest-journey §6).
 */
export async function memberAndWalletPrice(
  tx: SqlClient,
  request: {
    userId: number | null | undefined;
    category: Pick<RoomCategory, 'summed_final_price' | 'wizard_discount_percentage' | 'tax_info' | 'tax_clusivity'>;
    currency: string;
    couponMinor: number;
    walletMinor: number;
  },
  now: Date,
): Promise<BookingPrice> {
  const member = await isWizardMember(tx, request.userId, now);
  const price = priceAfterDiscounts(request.category.summed_final_price, {
    isLoggedIn: Boolean(request.userId),
    isWizardMember: member,
    couponDiscountMinor: request.couponMinor,
    wizardDiscount: { wizard_discount_percentage: request.category.wizard_discount_percentage },
  });
  const charge = stayCharge(request.category, price.couponMinor + price.wizardMinor, request.currency);
  return {
    couponMinor: price.couponMinor,
    wizardMinor: price.wizardMinor,
    taxMinor: charge.taxOnTopMinor,
    finalMinor: charge.totalMinor,
    walletMinor: request.walletMinor,
  };
}

export function assertWalletAllowed(walletMinor: number, userId: number | null | undefined): void {
  if (walletMinor > 0 && !userId) throw new ServiceError(422, 'WALLET_LOGIN_REQUIRED', 'Please sign in to use wallet money.');
}

/**
 * Wallet money pays part of what the stay costs, never more: a larger amount would make the payable amount negative.
 * Refused, not clamped (a clamp would charge the guest more than the summary they confirmed), with the payment-amount
 * message of guest-journey §5. An amount within the total but above the wallet's share is spendWalletMoney's 409.
 */
export function assertWalletWithinTotal(walletMinor: number, totalMinor: number, currency: string): void {
  if (walletMinor <= totalMinor) return;
  const message = paymentMessages.abovePayable.defaultMessage
    .replace('{currency}', currencySymbolOf(currency as CurrencyCode))
    .replace('{payable}', formatAmount(totalMinor, currency));
  throw new ServiceError(422, 'WALLET_AMOUNT_INVALID', message);
}
