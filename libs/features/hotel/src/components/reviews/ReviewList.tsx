import { useIntl } from 'react-intl';
import Star from 'lucide-react/icons/star';
import type { Review } from '@stays/api-client';
import { Icon, VisuallyHidden } from '@stays/ui';
import { reviewMessages } from './review-messages';
import styles from './Reviews.module.css';

/** Reviews, newest first, each with its stars, source, author and date. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const intl = useIntl();
  if (reviews.length === 0) return <p className={styles.muted}>{intl.formatMessage(reviewMessages.none)}</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.stars}>
            <VisuallyHidden>{intl.formatMessage(reviewMessages.ratingOutOf, { rating: review.rating })}</VisuallyHidden>
            <span className={styles.starRow}>
              {[1, 2, 3, 4, 5].map((position) => (
                <Icon key={position} icon={Star} size={16} className={position <= review.rating ? styles.starOn : styles.starOff} />
              ))}
            </span>
          </p>
          <h3 className={styles.reviewTitle}>{review.title}</h3>
          <p className={styles.body}>{review.body}</p>
          <p className={styles.muted}>
            {intl.formatMessage(reviewMessages.byline, {
              author: review.author_name,
              date: intl.formatDate(new Date(review.created_at), { timeZone: 'UTC', month: 'long', year: 'numeric' }),
            })}{' '}
            · {intl.formatMessage(review.source === 2 ? reviewMessages.sourceGoogle : reviewMessages.sourceOwn)}
          </p>
        </li>
      ))}
    </ul>
  );
}
