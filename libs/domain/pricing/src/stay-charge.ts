import { minorUnitsOf } from './currency-units';
import type { TaxClusivity, TaxInfo } from './taxes';

/** What a priced room category carries that decides the charge (hotel details' room_categories_with_data). */
export interface ChargeableCategory {
  /** The stay's price: before tax in a tax-exclusive country, with tax in an inclusive one. */
  summed_final_price: number;
  tax_info: TaxInfo;
  tax_clusivity: TaxClusivity;
}

export interface StayCharge {
  /** summed_final_price: the price the coupon is taken from. */
  priceMinor: number;
  couponMinor: number;
  priceAfterCouponMinor: number;
  /** Tax added on top of the price (exclusive countries); 0 where the price includes it. */
  taxOnTopMinor: number;
  /** What the guest pays: the hotel page's total, the booking summary's total and the booking's charge. */
  totalMinor: number;
}

/**
 * The one rule for what a stay costs the guest. The coupon comes off the price before tax; in a tax-exclusive
 * country (India) the tax is then charged on what is left, in proportion to the category's tax_info (so without a
 * coupon it is exactly tax_info.total_tax and the total exactly tax_info.final_price_with_tax). In an inclusive
 * country the price already holds the tax. Minor units throughout. The tax on what is left after a discount is rounded
 * to whole units of the currency, as tax_info's is (taxOnTopMinor), so no line alone shows paise.
 */
export function stayCharge(category: ChargeableCategory): StayCharge;
export function stayCharge(category: ChargeableCategory, couponDiscountMinor: number, currency: string): StayCharge;
export function stayCharge(category: ChargeableCategory, couponDiscountMinor = 0, currency = ''): StayCharge {
  const priceMinor = category.summed_final_price;
  const couponMinor = Math.max(0, Math.min(priceMinor, couponDiscountMinor));
  const priceAfterCouponMinor = priceMinor - couponMinor;
  if (category.tax_clusivity === 'inclusive') {
    return { priceMinor, couponMinor, priceAfterCouponMinor, taxOnTopMinor: 0, totalMinor: priceAfterCouponMinor };
  }
  const unit = 10 ** minorUnitsOf(currency);
  const taxOnTopMinor =
    priceMinor === 0
      ? 0
      : couponMinor === 0
        ? category.tax_info.total_tax
        : Math.round((category.tax_info.total_tax * priceAfterCouponMinor) / priceMinor / unit) * unit;
  return { priceMinor, couponMinor, priceAfterCouponMinor, taxOnTopMinor, totalMinor: priceAfterCouponMinor + taxOnTopMinor };
}
