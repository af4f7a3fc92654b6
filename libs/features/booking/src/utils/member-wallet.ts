import type { RoomCategory, Wallet } from '@stays/api-client';
import { priceAfterDiscounts, stayCharge, walletShareMinor } from '@stays/pricing';

export interface MemberWalletLines {
  /** A member's wizard discount (of the price after any coupon), else 0. */
  wizardMinor: number;
  /** Tax on top after the discount (tax-exclusive countries). */
  taxMinor: number;
  /** What the stay costs: the booking's final_amount. */
  totalMinor: number;
  /** What wallet money may pay of that total ("Wallet percentage applied to total is floored"). */
  walletUsableMinor: number;
  /** What the guest chose to pay with wallet money (deduct_from_wallet). */
  walletMinor: number;
  /** Left to pay at the property or online. */
  toPayMinor: number;
}

/**
 * The booking summary's member and wallet lines, by the rules createBooking charges with (@stays/pricing): the
 * wizard discount off the price before tax, the tax on what is left, then at most the floored share of the total
 * from the wallet, never more than its balance. Wallet money only for a signed-in guest (a wallet is only loaded then).
 */
export function memberWalletLines(
  category: Pick<RoomCategory, 'summed_final_price' | 'tax_info' | 'tax_clusivity' | 'wizard_discount_percentage'>,
  options: {
    currency: string;
    couponMinor?: number;
    wizardMember: boolean;
    wallet: Pick<Wallet, 'redeemableExpirableBalance' | 'redeemableExpirableLimit'> | null;
    useWallet: boolean;
    /** Meals and early check-in chosen (chosenExtrasCharge): on top of the discounted room, with their own tax. */
    extras?: { taxOnTopMinor: number; totalMinor: number };
  },
): MemberWalletLines {
  // The coupon first, then the member's discount off what is left (priceAfterDiscounts), then the tax (stayCharge).
  const discounts = priceAfterDiscounts(category.summed_final_price, {
    isLoggedIn: true,
    isWizardMember: options.wizardMember,
    couponDiscountMinor: options.couponMinor ?? 0,
    wizardDiscount: { wizard_discount_percentage: category.wizard_discount_percentage },
  });
  const wizardMinor = discounts.wizardMinor;
  const charge = stayCharge(category, discounts.couponMinor + wizardMinor, options.currency);
  const totalMinor = charge.totalMinor + (options.extras?.totalMinor ?? 0);
  const walletUsableMinor = options.wallet
    ? walletShareMinor(totalMinor, options.wallet.redeemableExpirableLimit, options.wallet.redeemableExpirableBalance)
    : 0;
  const walletMinor = options.useWallet ? walletUsableMinor : 0;
  return {
    wizardMinor,
    taxMinor: charge.taxOnTopMinor + (options.extras?.taxOnTopMinor ?? 0),
    totalMinor,
    walletUsableMinor,
    walletMinor,
    toPayMinor: totalMinor - walletMinor,
  };
}
