import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelReviews } from '@stays/api-client';
import { Dialog, Rating } from '@stays/ui';
import { RatingBreakdown } from './RatingBreakdown';
import { reviewMessages } from './review-messages';

/** ?modal=hotelReviewsPopUp: the rating at a glance, with a way on to every review. */
export function ReviewsPopUp({ reviews, onClose, allReviewsHref }: { reviews: HotelReviews; onClose: () => void; allReviewsHref: string }) {
  const intl = useIntl();
  return (
    <Dialog open title={intl.formatMessage(reviewMessages.breakdown)} onClose={onClose}>
      <Rating value={reviews.rating.value} count={reviews.rating.count} />
      <RatingBreakdown distribution={reviews.distribution} />
      <Link to={allReviewsHref} replace preventScrollReset>
        {intl.formatMessage(reviewMessages.seeAll, { count: reviews.counts.all })}
      </Link>
    </Dialog>
  );
}
