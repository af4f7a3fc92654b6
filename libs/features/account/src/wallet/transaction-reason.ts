import type { IntlShape } from 'react-intl';
import type { WalletTransaction } from '@stays/api-client';
import { walletMessages } from './wallet-messages';

/** What a wallet entry was for, in the guest's language (the wallet and the rewards pages). */
export function transactionReasonText(intl: IntlShape, transaction: Pick<WalletTransaction, 'reason' | 'booking_no'>): string {
  const bookingNo = transaction.booking_no ?? '';
  switch (transaction.reason) {
    case 'signup_bonus':
      return intl.formatMessage(walletMessages.signupBonus);
    case 'wizard_benefit':
      return intl.formatMessage(walletMessages.wizardBenefit);
    case 'goodwill':
      return intl.formatMessage(walletMessages.goodwill);
    case 'referral_reward':
      return intl.formatMessage(walletMessages.referralReward);
    case 'referral_welcome':
      return intl.formatMessage(walletMessages.referralWelcome);
    case 'booking':
      return intl.formatMessage(walletMessages.booking, { bookingNo });
    case 'booking_cancelled':
      return intl.formatMessage(walletMessages.bookingCancelled, { bookingNo });
    case 'expired':
      return intl.formatMessage(walletMessages.expired);
    case 'wizard_purchase':
      return intl.formatMessage(walletMessages.wizardPurchase);
  }
}
