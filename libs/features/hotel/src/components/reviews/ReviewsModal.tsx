import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { REVIEW_TYPES, type HotelReviews, type ReviewType } from '@stays/api-client';
import { Dialog } from '@stays/ui';
import { ReviewList } from './ReviewList';
import { reviewMessages } from './review-messages';
import styles from './Reviews.module.css';

export interface ReviewsModalProps {
  reviews: HotelReviews;
  onClose: () => void;
  /** The page with ?modal=hotelReviews and this review type (all 1, google 2, own 0). */
  typeHref: (type: ReviewType) => string;
}

/** ?modal=hotelReviews: every review of one type, with tabs for all, Google and our own guests. */
export function ReviewsModal({ reviews, onClose, typeHref }: ReviewsModalProps) {
  const intl = useIntl();
  const tabs = [
    { type: REVIEW_TYPES.all, label: intl.formatMessage(reviewMessages.tabAll, { count: reviews.counts.all }) },
    { type: REVIEW_TYPES.google, label: intl.formatMessage(reviewMessages.tabGoogle, { count: reviews.counts.google }) },
    { type: REVIEW_TYPES.own, label: intl.formatMessage(reviewMessages.tabOwn, { count: reviews.counts.own }) },
  ] as const;
  return (
    <Dialog open title={intl.formatMessage(reviewMessages.title)} onClose={onClose} placement="modal">
      <nav className={styles.tabs} aria-label={intl.formatMessage(reviewMessages.title)}>
        {tabs.map((tab) => (
          <Link
            key={tab.type}
            to={typeHref(tab.type)}
            replace
            preventScrollReset
            aria-current={reviews.review_type === tab.type ? 'page' : undefined}
            className={styles.tab}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <ReviewList reviews={reviews.reviews} />
    </Dialog>
  );
}
