import { defineMessages, type PrimitiveType } from 'react-intl';

export const reviewMessages = defineMessages<{
  title: Record<never, never>;
  none: Record<never, never>;
  seeAll: { count: number };
  breakdown: Record<never, never>;
  stars: { stars: number };
  tabAll: { count: PrimitiveType };
  tabGoogle: { count: PrimitiveType };
  tabOwn: { count: PrimitiveType };
  sourceGoogle: Record<never, never>;
  sourceOwn: Record<never, never>;
  byline: { author: PrimitiveType; date: PrimitiveType };
  ratingOutOf: { rating: PrimitiveType };
}>({
  title: { id: 'hotel.reviews.title', defaultMessage: 'Ratings and reviews' },
  none: { id: 'hotel.reviews.none', defaultMessage: 'No reviews yet' },
  seeAll: { id: 'hotel.reviews.seeAll', defaultMessage: 'Read all {count, plural, one {# review} other {# reviews}}' },
  breakdown: { id: 'hotel.reviews.breakdown', defaultMessage: 'How guests rated it' },
  stars: { id: 'hotel.reviews.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' },
  tabAll: { id: 'hotel.reviews.tabAll', defaultMessage: 'All ({count})' },
  tabGoogle: { id: 'hotel.reviews.tabGoogle', defaultMessage: 'Google ({count})' },
  tabOwn: { id: 'hotel.reviews.tabOwn', defaultMessage: 'Our guests ({count})' },
  sourceGoogle: { id: 'hotel.reviews.sourceGoogle', defaultMessage: 'Google review' },
  sourceOwn: { id: 'hotel.reviews.sourceOwn', defaultMessage: 'Stayed with us' },
  byline: { id: 'hotel.reviews.byline', defaultMessage: '{author}, {date}' },
  ratingOutOf: { id: 'hotel.reviews.ratingOutOf', defaultMessage: 'Rated {rating} out of 5' },
});
