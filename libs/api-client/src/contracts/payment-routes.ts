import { API_PREFIX } from '../routes';

/** Paths of the payment calls (accounts-commerce §7 "Wallet, wizard and payment"). */
export const paymentRoutes = {
  /** The provider's signed event endpoint; :provider is the adapter's name (sandbox). */
  webhook: `${API_PREFIX}/payments/webhook/:provider`,
  /** The sandbox provider's hosted payment page (GET) and its form (POST). */
  sandboxPay: `${API_PREFIX}/sandbox-pay/:orderId`,
  bookingPaid: `${API_PREFIX}/booking-paid`,
  orderPaid: `${API_PREFIX}/order-paid`,
  createTransaction: `${API_PREFIX}/createTransaction`,
  saveCard: `${API_PREFIX}/booking/:bookingId/save-card`,
  saveCardReturn: `${API_PREFIX}/save-card/return`,
  /** The general save-card of a signed-in guest (no booking): the account's cards, a card check and its return. */
  savedCards: `${API_PREFIX}/saved-cards`,
  accountSaveCard: `${API_PREFIX}/save-card`,
  accountSaveCardReturn: `${API_PREFIX}/save-card/account-return`,
  removeCard: `${API_PREFIX}/removecard`,
  /** How a stay or a booking can be paid (accounts-commerce §7 "payment/modes"). */
  paymentOptions: `${API_PREFIX}/payment/modes`,
  createOrder: `${API_PREFIX}/createOrder`,
  payAtHotel: `${API_PREFIX}/payAtHotel`,
} as const;

export function saveCardPath(bookingId: string): string {
  return paymentRoutes.saveCard.replace(':bookingId', encodeURIComponent(bookingId));
}
