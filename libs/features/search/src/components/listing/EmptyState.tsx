import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listingMessages } from './listing-messages';
import styles from './Listing.module.css';

export interface EmptyStateProps {
  cityName: string;
  propertyType: 'hotel' | 'home';
}

/** Nothing available: says so plainly and offers a way out (the search form above, or popular destinations). */
export function EmptyState({ cityName, propertyType }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>
        {intl.formatMessage(propertyType === 'home' ? listingMessages.emptyHomes : listingMessages.emptyHotels, { city: cityName })}
      </p>
      <p>{intl.formatMessage(listingMessages.emptyHelp)}</p>
      <Link to="/" className={styles.emptyLink}>
        {intl.formatMessage(listingMessages.emptyHome)}
      </Link>
    </div>
  );
}
