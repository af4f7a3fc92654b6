import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const paymentResultMessages = defineMessages<{
  successTitle: NoValues;
  successText: { amount: string; mode: string };
  successTextNoMode: { amount: string };
  failedTitle: NoValues;
  failedText: { amount: string };
  heldUntil: { time: string };
  pendingTitle: NoValues;
  pendingText: { amount: string };
  expiredTitle: NoValues;
  expiredText: NoValues;
  retry: NoValues;
  checkAgain: NoValues;
  viewBooking: NoValues;
  payNow: NoValues;
  payNowText: { amount: string };
}>({
  successTitle: { id: 'booking.payment.successTitle', defaultMessage: 'Payment successful' },
  successText: { id: 'booking.payment.successText', defaultMessage: 'We received {amount} by {mode}. Your booking is confirmed.' },
  successTextNoMode: { id: 'booking.payment.successTextNoMode', defaultMessage: 'We received {amount}. Your booking is confirmed.' },
  failedTitle: { id: 'booking.payment.failedTitle', defaultMessage: 'Your payment did not go through' },
  failedText: { id: 'booking.payment.failedText', defaultMessage: 'The payment of {amount} failed and no money was taken. You can try again.' },
  heldUntil: { id: 'booking.payment.heldUntil', defaultMessage: 'Your rooms are held until {time}.' },
  pendingTitle: { id: 'booking.payment.pendingTitle', defaultMessage: 'Waiting for your bank' },
  pendingText: {
    id: 'booking.payment.pendingText',
    defaultMessage: 'Your bank has not confirmed the payment of {amount} yet. Check again in a moment; if it never confirms, no money is taken.',
  },
  expiredTitle: { id: 'booking.payment.expiredTitle', defaultMessage: 'The time to pay ran out' },
  expiredText: { id: 'booking.payment.expiredText', defaultMessage: 'The rooms were released. Any amount taken after that is refunded.' },
  retry: { id: 'booking.payment.retry', defaultMessage: 'Retry payment' },
  checkAgain: { id: 'booking.payment.checkAgain', defaultMessage: 'Check again' },
  viewBooking: { id: 'booking.payment.viewBooking', defaultMessage: 'View booking' },
  payNow: { id: 'booking.payment.payNow', defaultMessage: 'Pay now' },
  payNowText: { id: 'booking.payment.payNowText', defaultMessage: 'Pay {amount} online now.' },
});
