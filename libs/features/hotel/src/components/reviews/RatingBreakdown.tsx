import { useIntl } from 'react-intl';
import type { HotelReviews } from '@stays/api-client';
import { reviewMessages } from './review-messages';
import styles from './Reviews.module.css';

/** Reviews per star, as bars. */
export function RatingBreakdown({ distribution }: { distribution: HotelReviews['distribution'] }) {
  const intl = useIntl();
  const most = Math.max(1, ...distribution.map((row) => row.count));
  return (
    <ul className={styles.breakdown} aria-label={intl.formatMessage(reviewMessages.breakdown)}>
      {distribution.map((row) => (
        <li key={row.stars} className={styles.bar}>
          <span className={styles.barLabel}>{intl.formatMessage(reviewMessages.stars, { stars: row.stars })}</span>
          <span className={styles.barTrack} aria-hidden="true">
            <span className={styles.barFill} style={{ inlineSize: `${(row.count / most) * 100}%` }} />
          </span>
          <span className={styles.barCount}>{row.count}</span>
        </li>
      ))}
    </ul>
  );
}
