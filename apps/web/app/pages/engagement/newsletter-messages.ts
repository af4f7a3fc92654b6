import { defineMessages } from 'react-intl';

export const newsletterMessages = defineMessages({
  title: { id: 'web.newsletter.title', defaultMessage: 'Newsletter' },
  subscribed: { id: 'web.newsletter.subscribed', defaultMessage: 'You receive our newsletter with travel ideas and offers. Unsubscribe with one click.' },
  unsubscribe: { id: 'web.newsletter.unsubscribe', defaultMessage: 'Unsubscribe' },
  done: { id: 'web.newsletter.done', defaultMessage: 'You are unsubscribed. We will send you no more newsletters.' },
  already: { id: 'web.newsletter.already', defaultMessage: 'You are already unsubscribed: we send you no newsletters.' },
  invalid: {
    id: 'web.newsletter.invalid',
    defaultMessage: 'This unsubscribe link is not valid. Open the link in the newsletter e-mail exactly as it was sent, or sign in and write to us.',
  },
});
