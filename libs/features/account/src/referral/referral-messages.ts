import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;
type Amounts = { referrer: string; referee: string };

/** The refer-and-earn page, the referral code at sign-up and the FAQ (words per FAQ id the API answers). */
export const referralMessages = defineMessages<{
  title: NoValues;
  lead: Amounts;
  notAvailable: NoValues;
  yourCode: NoValues;
  copyCode: NoValues;
  shareLink: NoValues;
  copyLink: NoValues;
  copied: NoValues;
  shareText: Amounts & { link: string };
  invitesTitle: NoValues;
  invited: { count: number };
  pending: { count: number };
  earned: { amount: string };
  noInvites: NoValues;
  inviteePending: NoValues;
  inviteeRewarded: NoValues;
  joinedOn: { date: string };
  howItWorks: NoValues;
  stepShare: NoValues;
  stepSignUp: NoValues;
  stepStay: NoValues;
  signInForCode: NoValues;
  faqTitle: NoValues;
  codeLabel: NoValues;
  codeInvalid: NoValues;
  codeUnknown: NoValues;
  ownCode: NoValues;
}>({
  title: { id: 'account.referral.title', defaultMessage: 'Refer and earn' },
  lead: {
    id: 'account.referral.lead',
    defaultMessage: 'Invite a friend: after their first completed stay, you get {referrer} and your friend gets {referee} in wallet money.',
  },
  notAvailable: { id: 'account.referral.notAvailable', defaultMessage: 'Refer and earn is not offered on this site.' },
  yourCode: { id: 'account.referral.yourCode', defaultMessage: 'Your referral code' },
  copyCode: { id: 'account.referral.copyCode', defaultMessage: 'Copy code' },
  shareLink: { id: 'account.referral.shareLink', defaultMessage: 'Your invite link' },
  copyLink: { id: 'account.referral.copyLink', defaultMessage: 'Share link' },
  copied: { id: 'account.referral.copied', defaultMessage: 'Copied' },
  shareText: { id: 'account.referral.shareText', defaultMessage: 'Sign up with my link and get {referee} after your first stay: {link}' },
  invitesTitle: { id: 'account.referral.invitesTitle', defaultMessage: 'Your invites' },
  invited: { id: 'account.referral.invited', defaultMessage: '{count, plural, one {# friend joined} other {# friends joined}}' },
  pending: { id: 'account.referral.pending', defaultMessage: 'Waiting for a first stay: {count}' },
  earned: { id: 'account.referral.earned', defaultMessage: 'Earned: {amount}' },
  noInvites: { id: 'account.referral.noInvites', defaultMessage: 'No friend has joined with your code yet.' },
  inviteePending: { id: 'account.referral.inviteePending', defaultMessage: 'Waiting for a first stay' },
  inviteeRewarded: { id: 'account.referral.inviteeRewarded', defaultMessage: 'Rewarded' },
  joinedOn: { id: 'account.referral.joinedOn', defaultMessage: 'Joined on {date}' },
  howItWorks: { id: 'account.referral.howItWorks', defaultMessage: 'How it works' },
  stepShare: { id: 'account.referral.stepShare', defaultMessage: 'Share your invite link with a friend.' },
  stepSignUp: { id: 'account.referral.stepSignUp', defaultMessage: 'Your friend signs up with your code.' },
  stepStay: { id: 'account.referral.stepStay', defaultMessage: 'After their first completed stay, you both get wallet money.' },
  signInForCode: { id: 'account.referral.signInForCode', defaultMessage: 'Sign in to get your code' },
  faqTitle: { id: 'account.referral.faqTitle', defaultMessage: 'Questions' },
  codeLabel: { id: 'account.referral.codeLabel', defaultMessage: 'Referral code (optional)' },
  codeInvalid: { id: 'account.referral.codeInvalid', defaultMessage: 'A referral code is 4 to 16 letters and digits.' },
  codeUnknown: { id: 'account.referral.codeUnknown', defaultMessage: 'This referral code does not exist. Check it with your friend, or leave it empty.' },
  ownCode: { id: 'account.referral.ownCode', defaultMessage: 'You cannot use your own referral code.' },
});

type FaqValues = Amounts & { percent: number; days: number };

/** The FAQ's questions and answers by the API's ids (referralFaq, referralFaqLoggedOut). */
export const referralFaqMessages = defineMessages<Record<string, FaqValues>>({
  howItWorksQuestion: { id: 'account.referral.faq.howItWorksQuestion', defaultMessage: 'How does refer and earn work?' },
  howItWorksAnswer: {
    id: 'account.referral.faq.howItWorksAnswer',
    defaultMessage: 'Share your invite link. When a friend signs up with your code and completes a first stay, you both get wallet money.',
  },
  amountsQuestion: { id: 'account.referral.faq.amountsQuestion', defaultMessage: 'How much do we get?' },
  amountsAnswer: { id: 'account.referral.faq.amountsAnswer', defaultMessage: 'You get {referrer} and your friend gets {referee}, once for each friend.' },
  whenCreditedQuestion: { id: 'account.referral.faq.whenCreditedQuestion', defaultMessage: 'When is the money credited?' },
  whenCreditedAnswer: {
    id: 'account.referral.faq.whenCreditedAnswer',
    defaultMessage: 'The day after your friend checks out of their first stay. A cancelled booking does not count.',
  },
  spendingQuestion: { id: 'account.referral.faq.spendingQuestion', defaultMessage: 'How do we use the wallet money?' },
  spendingAnswer: {
    id: 'account.referral.faq.spendingAnswer',
    defaultMessage: 'It pays up to {percent}% of a booking’s total and can be spent for {days} days.',
  },
  whoCanUseQuestion: { id: 'account.referral.faq.whoCanUseQuestion', defaultMessage: 'Who can use a referral code?' },
  whoCanUseAnswer: { id: 'account.referral.faq.whoCanUseAnswer', defaultMessage: 'A new guest, when signing up. Nobody can use their own code.' },
  whereIsMyCodeQuestion: { id: 'account.referral.faq.whereIsMyCodeQuestion', defaultMessage: 'Where is my code?' },
  whereIsMyCodeAnswer: { id: 'account.referral.faq.whereIsMyCodeAnswer', defaultMessage: 'On this page: copy your code or share your link.' },
  pendingInviteQuestion: { id: 'account.referral.faq.pendingInviteQuestion', defaultMessage: 'Why is an invite still pending?' },
  pendingInviteAnswer: {
    id: 'account.referral.faq.pendingInviteAnswer',
    defaultMessage: 'Your friend has signed up but not completed a stay yet. The reward follows their first check-out.',
  },
});
