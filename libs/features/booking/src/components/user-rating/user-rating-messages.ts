import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const userRatingMessages = defineMessages<{
  title: { hotel: string };
  stay: { checkin: string; checkout: string };
  notCompleted: { checkout: string };
  ratingLegend: NoValues;
  stars: { count: number };
  review: NoValues;
  reviewHint: { min: number };
  submit: NoValues;
  thanks: NoValues;
  yourRating: { count: number };
  final: NoValues;
  ratingRequired: NoValues;
  reviewLength: { min: number; max: number };
  failed: NoValues;
  rateLink: NoValues;
  snackbarTitle: { hotel: string };
}>({
  title: { id: 'booking.rating.title', defaultMessage: 'Rate your stay at {hotel}' },
  stay: { id: 'booking.rating.stay', defaultMessage: '{checkin} – {checkout}' },
  notCompleted: { id: 'booking.rating.notCompleted', defaultMessage: 'You can rate your stay once it is over, from check-out on {checkout}.' },
  ratingLegend: { id: 'booking.rating.legend', defaultMessage: 'Your rating' },
  stars: { id: 'booking.rating.stars', defaultMessage: '{count, plural, one {# star} other {# stars}}' },
  review: { id: 'booking.rating.review', defaultMessage: 'Your review' },
  reviewHint: { id: 'booking.rating.reviewHint', defaultMessage: 'At least {min} characters. Other guests will read it with your first name.' },
  submit: { id: 'booking.rating.submit', defaultMessage: 'Send rating' },
  thanks: { id: 'booking.rating.thanks', defaultMessage: 'Thank you for rating your stay.' },
  yourRating: { id: 'booking.rating.yourRating', defaultMessage: 'Your rating: {count, plural, one {# star} other {# stars}}' },
  final: { id: 'booking.rating.final', defaultMessage: 'A rating is given once per booking and cannot be changed.' },
  ratingRequired: { id: 'booking.rating.ratingRequired', defaultMessage: 'Please choose 1 to 5 stars' },
  reviewLength: { id: 'booking.rating.reviewLength', defaultMessage: 'Please write between {min} and {max} characters' },
  failed: { id: 'booking.rating.failed', defaultMessage: 'We could not send your rating. Please try again.' },
  rateLink: { id: 'booking.rating.rateLink', defaultMessage: 'Rate your stay' },
  snackbarTitle: { id: 'booking.rating.snackbarTitle', defaultMessage: 'How was your stay at {hotel}?' },
});
