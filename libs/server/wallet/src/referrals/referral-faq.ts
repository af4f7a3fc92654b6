import type { ReferralFaqReply, ReferralTerms } from '@stays/api-client';
import { WALLET_REDEEMABLE_PERCENT, formatMoney } from '@stays/pricing';

type QnaData = ReferralFaqReply['qnaData'];

/**
 * The referral FAQ in English, with stable ids (the site words each id in the guest's language). The signed-in list
 * adds where the code is and why an invite waits.
 */
export function referralFaq(terms: ReferralTerms, signedIn: boolean): QnaData {
  const money = (minor: number) => formatMoney(minor, terms.currency_code, 'en');
  const faqList = [
    {
      id: 'howItWorks',
      question: 'How does refer and earn work?',
      answer: 'Share your referral link. When a friend signs up with your code and completes a first stay, you both get wallet money.',
    },
    {
      id: 'amounts',
      question: 'How much do we get?',
      answer: `You get ${money(terms.referrer_amount)} and your friend gets ${money(terms.referee_amount)}, once for each friend.`,
    },
    {
      id: 'whenCredited',
      question: 'When is the money credited?',
      answer: 'The day after your friend checks out of their first stay. A cancelled booking does not count.',
    },
    {
      id: 'spending',
      question: 'How do we use the wallet money?',
      answer: `It pays up to ${WALLET_REDEEMABLE_PERCENT}% of a booking’s total and can be spent for ${terms.credit_valid_days} days.`,
    },
    {
      id: 'whoCanUse',
      question: 'Who can use a referral code?',
      answer: 'A new guest, when signing up. Nobody can use their own code.',
    },
  ];
  const signedInList = [
    { id: 'whereIsMyCode', question: 'Where is my code?', answer: 'On this page: copy your code or share your link.' },
    {
      id: 'pendingInvite',
      question: 'Why is an invite still pending?',
      answer: 'Your friend has signed up but not completed a stay yet. The reward follows their first check-out.',
    },
  ];
  return [{ id: 'referAndEarn', title: 'Refer and earn', faqList: signedIn ? [...faqList, ...signedInList] : faqList }];
}
