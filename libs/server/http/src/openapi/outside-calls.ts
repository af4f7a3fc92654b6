/**
 * Calls of the specification's original product that this API does not answer, and why: third parties' services
 * and headers, and the browser's own events. The document lists them so that a partner does not look for them.
 */
export const OUTSIDE_CALLS: readonly { call: string; why: string }[] = [
  {
    call: 'Extra third-party headers',
    why: 'headers a third party adds to its own requests; the API reads the access token (session cookie), the anti-forgery token, the language and the host, and ignores the rest',
  },
  {
    call: 'Card and CVV entry in embedded frames',
    why: "the payment provider's own hosted fields; here the provider's hosted page (`/api/pwa/sandbox-pay/{orderId}` in development) takes the card, the API never sees a card number",
  },
  {
    call: 'Payment UI events (CARD_INVALID, TRANSACTIONID_INVALID, PAYMENT_ERROR, PAYMENT_REQUEST_COMPLETE, PAYMENT_INITIATED, INIT_PAYMENT)',
    why: "messages between the provider's frame and the page in the browser; the API learns the outcome from the provider's signed webhook (`/api/pwa/payments/webhook/{provider}`)",
  },
  {
    call: 'Hive event POST',
    why: "the original product's data-warehouse collector; events are stored by `POST /analytics/sendData` instead",
  },
  {
    call: 'Error-reporting, analytics and translation initialisation',
    why: 'third-party scripts, out of scope by the specification itself',
  },
];
