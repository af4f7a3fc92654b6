import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const memberWalletMessages = defineMessages<{
  wizardDiscount: NoValues;
  useWallet: { amount: string };
  useWalletNote: { balance: string; percent: number };
  walletPaid: NoValues;
  leftToPay: NoValues;
  walletChanged: NoValues;
}>({
  wizardDiscount: { id: 'booking.summary.wizardDiscount', defaultMessage: 'Wizard member discount' },
  useWallet: { id: 'booking.summary.useWallet', defaultMessage: 'Use wallet money: {amount}' },
  useWalletNote: { id: 'booking.summary.useWalletNote', defaultMessage: 'Your balance is {balance}. Wallet money pays up to {percent}% of the total.' },
  walletPaid: { id: 'booking.summary.walletPaid', defaultMessage: 'Paid with wallet money' },
  leftToPay: { id: 'booking.summary.leftToPay', defaultMessage: 'Left to pay' },
  walletChanged: {
    id: 'booking.error.walletChanged',
    defaultMessage: 'Your wallet balance has changed. Check the wallet money for this booking and book again.',
  },
});
