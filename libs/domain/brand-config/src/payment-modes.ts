/** Payment mode keys and their titles (accounts-commerce §9 "Payment mode titles"). */
export const PAYMENT_MODE_TITLES = {
  PAYTM_WALLET: 'Paytm Wallet',
  DC: 'Debit Card',
  CC: 'Credit Card',
  NB: 'Netbanking',
  FREECHARGE: 'Freecharge Wallet',
  PAYUMONEY: 'PayUMoney',
  ITZ_CASH: 'ITZ Cash',
  PAYPAL: 'Paypal',
  PAY_ONLINE: 'Pay Online',
  AMAZON_PAY: 'Amazon Pay',
  GRABPAY: 'GrabPay',
  GPAY: 'Gpay',
  UPI: 'Add a new UPI id',
  PAYTM: 'Paytm',
  OLAMONEY_POSTPAID: 'OlamMoney Postpaid',
} as const;

export type PaymentModeKey = keyof typeof PAYMENT_MODE_TITLES;

/** The mode removed from the list when a discount exists (guest-journey §4). */
export const ITZ_CASH_MODE: PaymentModeKey = 'ITZ_CASH';
