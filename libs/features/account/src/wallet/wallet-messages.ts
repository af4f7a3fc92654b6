import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const walletMessages = defineMessages<{
  title: NoValues;
  balance: NoValues;
  limit: { percent: number };
  redeemed: NoValues;
  expiringTitle: NoValues;
  expiringItem: { amount: string; date: string };
  noMoney: NoValues;
  historyTitle: NoValues;
  noHistory: NoValues;
  signupBonus: NoValues;
  wizardBenefit: NoValues;
  goodwill: NoValues;
  referralReward: NoValues;
  referralWelcome: NoValues;
  booking: { bookingNo: string };
  bookingCancelled: { bookingNo: string };
  expired: NoValues;
  wizardPurchase: NoValues;
  creditExpires: { date: string };
}>({
  title: { id: 'account.wallet.title', defaultMessage: 'Wallet money' },
  balance: { id: 'account.wallet.balance', defaultMessage: 'Available to spend' },
  limit: { id: 'account.wallet.limit', defaultMessage: 'Use up to {percent}% of a booking’s total with wallet money.' },
  redeemed: { id: 'account.wallet.redeemed', defaultMessage: 'Spent on bookings so far' },
  expiringTitle: { id: 'account.wallet.expiringTitle', defaultMessage: 'When it expires' },
  expiringItem: { id: 'account.wallet.expiringItem', defaultMessage: '{amount} expires on {date}' },
  noMoney: { id: 'account.wallet.noMoney', defaultMessage: 'You have no wallet money right now.' },
  historyTitle: { id: 'account.wallet.historyTitle', defaultMessage: 'Transactions' },
  noHistory: { id: 'account.wallet.noHistory', defaultMessage: 'No transactions yet.' },
  signupBonus: { id: 'account.wallet.reason.signupBonus', defaultMessage: 'Welcome bonus' },
  wizardBenefit: { id: 'account.wallet.reason.wizardBenefit', defaultMessage: 'Wizard membership benefit' },
  goodwill: { id: 'account.wallet.reason.goodwill', defaultMessage: 'Credit from us' },
  referralReward: { id: 'account.wallet.reason.referralReward', defaultMessage: 'Reward for a friend’s first stay' },
  referralWelcome: { id: 'account.wallet.reason.referralWelcome', defaultMessage: 'Reward for joining through a friend' },
  booking: { id: 'account.wallet.reason.booking', defaultMessage: 'Paid for booking {bookingNo}' },
  bookingCancelled: { id: 'account.wallet.reason.bookingCancelled', defaultMessage: 'Back from cancelled booking {bookingNo}' },
  expired: { id: 'account.wallet.reason.expired', defaultMessage: 'Expired unspent' },
  wizardPurchase: { id: 'account.wallet.reason.wizardPurchase', defaultMessage: 'Paid for your wizard membership' },
  creditExpires: { id: 'account.wallet.creditExpires', defaultMessage: 'Valid until {date}' },
});
