import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const saveCardMessages = defineMessages<{
  title: NoValues;
  intro: { hotel: string };
  savedCards: NoValues;
  card: { network: string; last4: string };
  noCards: NoValues;
  save: NoValues;
  verifiedTitle: NoValues;
  verifiedText: NoValues;
  errorTitle: NoValues;
  errorText: NoValues;
  backToBooking: NoValues;
  link: NoValues;
  accountTitle: NoValues;
  accountIntro: NoValues;
  accountVerifiedText: NoValues;
  accountErrorText: NoValues;
  backToCards: NoValues;
}>({
  title: { id: 'booking.saveCard.title', defaultMessage: 'Save a card for this booking' },
  intro: {
    id: 'booking.saveCard.intro',
    defaultMessage: 'Your card is checked on our payment partner’s secure page and kept there for your stay at {hotel}; nothing is charged now.',
  },
  savedCards: { id: 'booking.saveCard.savedCards', defaultMessage: 'Saved cards' },
  card: { id: 'booking.saveCard.card', defaultMessage: '{network} ending in {last4}' },
  noCards: { id: 'booking.saveCard.noCards', defaultMessage: 'No card saved yet.' },
  save: { id: 'booking.saveCard.save', defaultMessage: 'Save a card' },
  verifiedTitle: { id: 'booking.saveCard.verifiedTitle', defaultMessage: 'Your card has been saved' },
  verifiedText: { id: 'booking.saveCard.verifiedText', defaultMessage: 'It was checked without charging you, and it is kept for this booking only.' },
  errorTitle: { id: 'booking.saveCard.errorTitle', defaultMessage: 'We could not save your card' },
  errorText: {
    id: 'booking.saveCard.errorText',
    defaultMessage: 'The card could not be checked and nothing was saved or charged. You can try again from your booking.',
  },
  backToBooking: { id: 'booking.saveCard.backToBooking', defaultMessage: 'Back to your booking' },
  link: { id: 'booking.saveCard.link', defaultMessage: 'Save a card' },
  accountTitle: { id: 'booking.saveCard.accountTitle', defaultMessage: 'Save a card to your account' },
  accountIntro: {
    id: 'booking.saveCard.accountIntro',
    defaultMessage: 'Your card is checked on our payment partner’s secure page and kept there for your next bookings; nothing is charged now.',
  },
  accountVerifiedText: {
    id: 'booking.saveCard.accountVerifiedText',
    defaultMessage: 'It was checked without charging you, and it is kept with your account for your next bookings.',
  },
  accountErrorText: {
    id: 'booking.saveCard.accountErrorText',
    defaultMessage: 'The card could not be checked and nothing was saved or charged. You can try again.',
  },
  backToCards: { id: 'booking.saveCard.backToCards', defaultMessage: 'Back to your saved cards' },
});
