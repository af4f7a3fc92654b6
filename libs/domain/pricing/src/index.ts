export { toMajor, toMinor } from './currency-units';
export { formatAmount, formatMoney } from './format-money';
export { percentOfFloored } from './percentages';
export { displayedPrice, taxClusivityFor, taxOnTopMinor, type DisplayedPrice } from './taxes';
export { cardPrice } from './card-price';
export { bookedPriceLines } from './booked-price-lines';
export { occupancyMix, priceOneNight, priceStay, summariseStay, type CategoryTariffs, type OccupancyMix, type StayPrice } from './stay-price';
export { nightsWithDeal } from './deal-price';
export { nightsWithQuote } from './quote-price';
export { stayCharge } from './stay-charge';
export { extrasCharge, extrasTaxOnTop, type ExtrasCharge } from './extras-charge';
export { priceAfterDiscounts, walletShareMinor, wizardDiscountMinor } from './discounts';
export { memberStayPrice } from './member-price';
export {
  WALLET_REDEEMABLE_PERCENT,
  allocateWalletDebit,
  liveLots,
  walletBalanceMinor,
  walletRefundOnCancellation,
  walletUsableMinor,
  type WalletAllocation,
  type WalletLot,
} from './wallet';
export { availablePaymentModes, mergeBills, prepaidDiscount, type Bill } from './booking-payment';
export { PART_PAYMENT_MINIMUM_PERCENT, partPaymentMinimumMinor, checkPaymentAmount, minimumToPayMinor, paymentMessages } from './payment-amount';
export { distanceForDisplay, roundToOneDecimal } from './display';
