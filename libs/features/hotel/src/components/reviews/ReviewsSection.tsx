import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelReviews } from '@stays/api-client';
import { Rating } from '@stays/ui';
import { RatingBreakdown } from './RatingBreakdown';
import { ReviewList } from './ReviewList';
import { reviewMessages } from './review-messages';
import styles from './Reviews.module.css';

export interface ReviewsSectionProps {
  reviews: HotelReviews;
  /** Opens ?modal=hotelReviews (all reviews) and ?modal=hotelReviewsPopUp (the rating at a glance). */
  allReviewsHref: string;
  ratingPopUpHref: string;
}

/** The rating, the breakdown by stars and the latest reviews on the page. */
export function ReviewsSection({ reviews, allReviewsHref, ratingPopUpHref }: ReviewsSectionProps) {
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby="hotel-reviews">
      <h2 id="hotel-reviews" className={styles.title}>
        {intl.formatMessage(reviewMessages.title)}
      </h2>
      <Link to={ratingPopUpHref} preventScrollReset className={styles.ratingLink}>
        <Rating value={reviews.rating.value} count={reviews.rating.count} />
      </Link>
      {reviews.counts.all > 0 ? <RatingBreakdown distribution={reviews.distribution} /> : null}
      <ReviewList reviews={reviews.reviews.slice(0, 3)} />
      {reviews.counts.all > 0 ? (
        <Link to={allReviewsHref} preventScrollReset>
          {intl.formatMessage(reviewMessages.seeAll, { count: reviews.counts.all })}
        </Link>
      ) : null}
    </section>
  );
}
