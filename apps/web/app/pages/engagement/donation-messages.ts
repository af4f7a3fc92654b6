import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const donationMessages = defineMessages<{
  title: NoValues;
  lead: { brand: string };
  how: NoValues;
  raised: { amount: string; donors: number };
  amountLegend: NoValues;
  otherAmount: NoValues;
  otherHint: { min: string; max: string };
  name: NoValues;
  submit: NoValues;
  amountMissing: NoValues;
  amountInvalid: NoValues;
  amountTooSmall: { min: string };
  amountTooLarge: { max: string };
  failedToStart: NoValues;
  thanksTitle: NoValues;
  thanks: { amount: string };
  receipt: { number: string };
  paidOn: { date: string };
  failedTitle: NoValues;
  failed: NoValues;
  pendingTitle: NoValues;
  pending: NoValues;
  tryAgain: NoValues;
  checkAgain: NoValues;
  notFound: NoValues;
}>({
  title: { id: 'web.donate.title', defaultMessage: 'Stays for Schools' },
  lead: {
    id: 'web.donate.lead',
    defaultMessage:
      'Every stay starts with someone who learnt a trade. With {brand} guests, we fund school kits and vocational training for the children of hotel and holiday-home staff.',
  },
  how: { id: 'web.donate.how', defaultMessage: 'Every rupee, euro and pound you give goes to the schools: we pay the payment costs ourselves.' },
  raised: { id: 'web.donate.raised', defaultMessage: '{amount} raised from {donors, plural, one {# gift} other {# gifts}}' },
  amountLegend: { id: 'web.donate.amountLegend', defaultMessage: 'Choose an amount' },
  otherAmount: { id: 'web.donate.otherAmount', defaultMessage: 'Or type an amount' },
  otherHint: { id: 'web.donate.otherHint', defaultMessage: 'From {min} to {max}' },
  name: { id: 'web.donate.name', defaultMessage: 'Name on the receipt (optional)' },
  submit: { id: 'web.donate.submit', defaultMessage: 'Donate' },
  amountMissing: { id: 'web.donate.amountMissing', defaultMessage: 'Choose or type an amount.' },
  amountInvalid: { id: 'web.donate.amountInvalid', defaultMessage: 'Type the amount in numbers, for example 500.' },
  amountTooSmall: { id: 'web.donate.amountTooSmall', defaultMessage: 'The smallest gift is {min}.' },
  amountTooLarge: { id: 'web.donate.amountTooLarge', defaultMessage: 'The largest gift online is {max}.' },
  failedToStart: { id: 'web.donate.failedToStart', defaultMessage: 'The payment could not be opened. Nothing was charged: try again in a moment.' },
  thanksTitle: { id: 'web.donate.thanksTitle', defaultMessage: 'Thank you for your gift' },
  thanks: { id: 'web.donate.thanks', defaultMessage: 'We received your donation of {amount}.' },
  receipt: { id: 'web.donate.receipt', defaultMessage: 'Receipt number: {number}' },
  paidOn: { id: 'web.donate.paidOn', defaultMessage: 'Paid on {date}' },
  failedTitle: { id: 'web.donate.failedTitle', defaultMessage: 'The payment did not go through' },
  failed: { id: 'web.donate.failed', defaultMessage: 'Nothing was charged and no donation was recorded.' },
  pendingTitle: { id: 'web.donate.pendingTitle', defaultMessage: 'Waiting for your bank' },
  pending: { id: 'web.donate.pending', defaultMessage: 'Your bank has not confirmed the payment yet. Nothing is recorded until it does.' },
  tryAgain: { id: 'web.donate.tryAgain', defaultMessage: 'Try again' },
  checkAgain: { id: 'web.donate.checkAgain', defaultMessage: 'Check again' },
  notFound: { id: 'web.donate.notFound', defaultMessage: 'We could not find this donation.' },
});
