export { minorUnitsOf, toMajor, toMinor } from './currency-units';
export { formatAmount, formatMoney, type FormatMoneyOptions } from './format-money';
export { addMoney, money, subtractMoney, type Money } from './money';
export { discountPercentage, percentOfFloored, slasherPercentage } from './percentages';
export { displayedPrice, taxClusivityFor, taxInfoFromRate, type DisplayedPrice, type TaxClusivity, type TaxInfo } from './taxes';
export {
  occupancyMix,
  priceOneNight,
  priceStay,
  summariseStay,
  type CategoryTariffs,
  type OccupancyMix,
  type PricedNight,
  type StayPrice,
} from './stay-price';
export { nightsWithDeal } from './deal-price';
export { nightsWithQuote } from './quote-price';
export { stayCharge, type ChargeableCategory, type StayCharge } from './stay-charge';
export { priceAfterDiscounts, walletShareMinor, wizardDiscountMinor, type DiscountContext, type PriceAfterDiscounts } from './discounts';
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
export { FOOD_AND_BEVERAGE_LINE, PAYMENT_UI_EVENTS, availablePaymentModes, mergeBills, prepaidDiscount, type Bill, type PaymentUiEvent } from './booking-payment';
export {
  PART_PAYMENT_MINIMUM_PERCENT,
  partPaymentMinimumMinor,
  checkPaymentAmount,
  isAdvancePercentValid,
  minimumToPayMinor,
  paymentMessages,
  type MessageDescriptor,
  type MinimumToPayFields,
  type PaymentAmountCheck,
  type PaymentAmountContext,
} from './payment-amount';
export { ELLIPSIS, TRUNCATE_LENGTH, distanceForDisplay, kilometresToMiles, roundToOneDecimal, truncateText } from './display';
export { advancePercentSchema, paymentAmountSchema } from './payment-amount-schema';
