import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  title: { id: 'web.help.title', defaultMessage: 'Help and support' },
  faqHeading: { id: 'web.help.faqHeading', defaultMessage: 'Frequently asked questions' },
  helpCentreLink: { id: 'web.help.helpCentreLink', defaultMessage: 'All questions in one list' },
  helpCentreTitle: { id: 'web.help.helpCentreTitle', defaultMessage: 'Help centre' },
  signInHeading: { id: 'web.help.signInHeading', defaultMessage: 'Sign in to get help with a booking' },
  bookingsHeading: { id: 'web.help.bookingsHeading', defaultMessage: 'Your bookings' },
  noBookings: { id: 'web.help.noBookings', defaultMessage: 'You have no bookings yet.' },
  bookingNotFound: { id: 'web.help.bookingNotFound', defaultMessage: 'We could not find that booking among yours.' },
  raiseHeading: { id: 'web.help.raiseHeading', defaultMessage: 'Tell us what happened' },
  issueKind: { id: 'web.help.issueKind', defaultMessage: 'What is it about?' },
  description: { id: 'web.help.description', defaultMessage: 'Describe the issue' },
  image: { id: 'web.help.image', defaultMessage: 'Add a photo (JPEG, PNG or WebP, up to 5 MB)' },
  send: { id: 'web.help.send', defaultMessage: 'Send to our team' },
  raisedHeading: { id: 'web.help.raisedHeading', defaultMessage: 'Issues you raised' },
  imageType: { id: 'web.help.error.imageType', defaultMessage: 'Only JPEG, PNG or WebP pictures can be attached.' },
  imageTooLarge: { id: 'web.help.error.imageTooLarge', defaultMessage: 'The picture is larger than 5 MB: choose a smaller one.' },
  descriptionLength: { id: 'web.help.error.description', defaultMessage: 'Describe the issue in 10 to 2,000 characters.' },
  sendFailed: { id: 'web.help.error.sendFailed', defaultMessage: 'We could not send your issue. Please try again.' },
  refundTitle: { id: 'web.help.refundTitle', defaultMessage: 'Refund status' },
  refundNone: { id: 'web.help.refund.none', defaultMessage: 'No refund is due on this booking.' },
});

/** Texts with values. */
export const helpValueMessages = defineMessages<{
  stayDates: { checkin: string; checkout: string };
  bookingHeading: { hotel: string };
  sent: { id: number };
  raisedItem: { id: number; kind: string; status: string };
  refundPending: { amount: string };
  refundProcessed: { amount: string };
  refundWallet: { amount: string };
}>({
  stayDates: { id: 'web.help.stayDates', defaultMessage: '{checkin} to {checkout}' },
  bookingHeading: { id: 'web.help.bookingHeading', defaultMessage: 'Help with {hotel}' },
  sent: { id: 'web.help.sent', defaultMessage: 'Thank you. Your issue number is {id}: follow it here.' },
  raisedItem: { id: 'web.help.raisedItem', defaultMessage: 'Issue {id}, {kind}: {status}' },
  refundPending: {
    id: 'web.help.refund.pending',
    defaultMessage: '{amount} is on its way to the card or account you paid with: it arrives within 5 to 7 working days.',
  },
  refundProcessed: { id: 'web.help.refund.processed', defaultMessage: '{amount} has been refunded to the card or account you paid with.' },
  refundWallet: { id: 'web.help.refund.wallet', defaultMessage: '{amount} went back to your wallet.' },
});

/** What a guest can do about a booking, by the API's issue code. */
export const issueMessages = defineMessages({
  cancel_booking: { id: 'web.help.issue.cancelBooking', defaultMessage: 'Cancel this booking' },
  change_dates: { id: 'web.help.issue.changeDates', defaultMessage: 'Change the dates' },
  refund_status: { id: 'web.help.issue.refundStatus', defaultMessage: 'See the refund status' },
  refund: { id: 'web.help.issue.refund', defaultMessage: 'My refund has not arrived' },
  invoice: { id: 'web.help.issue.invoice', defaultMessage: 'I need an invoice' },
  property_problem: { id: 'web.help.issue.propertyProblem', defaultMessage: 'A problem at the property' },
  payment: { id: 'web.help.issue.payment', defaultMessage: 'A problem with my payment' },
  other: { id: 'web.help.issue.other', defaultMessage: 'Something else' },
});

export const issueStatusMessages = defineMessages({
  open: { id: 'web.help.status.open', defaultMessage: 'received, not yet answered' },
  in_progress: { id: 'web.help.status.inProgress', defaultMessage: 'our team is on it' },
  resolved: { id: 'web.help.status.resolved', defaultMessage: 'resolved' },
});
