import { defineMessages, type MessageTag } from 'react-intl';

type NoValues = Record<never, never>;

/** The cancellation policy and the agreement to the terms, shown just before the booking button. */
export const bookingTermsMessages = defineMessages<{
  cancellationHeading: NoValues;
  agreement: { terms: MessageTag; guestPolicy: MessageTag; privacy: MessageTag };
  opensInNewTab: NoValues;
  submitWithObligation: NoValues;
}>({
  cancellationHeading: { id: 'booking.summary.cancellation.heading', defaultMessage: 'Cancellation policy' },
  agreement: {
    id: 'booking.summary.agreement',
    defaultMessage:
      'By booking you agree to the <terms>Terms</terms> and the <guestPolicy>Guest policy</guestPolicy>. Our <privacy>Privacy policy</privacy> explains how we use your details.',
  },
  opensInNewTab: { id: 'booking.summary.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  submitWithObligation: { id: 'booking.summary.submitWithObligation', defaultMessage: 'Book with obligation to pay' },
});
