import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelSummary } from '@stays/api-client';
import type { StayQuery } from '../../utils/search-urls';
import { wordsFor } from '@stays/ui';
import { listingHomeWords, listingMessages as hotelWords } from './listing-messages';
import { PropertyCard } from './PropertyCard';
import styles from './Listing.module.css';

export interface EmptyStateProps {
  /** The place searched; null for the guest's own position. */
  cityName: string | null;
  propertyType: 'hotel' | 'home';
  /** The alternate search's few results (guest-journey §9 "alternate search batch 3"), shown below. */
  alternates?: readonly HotelSummary[];
  stay?: StayQuery;
}

/** Nothing available: says so plainly, offers a way out, and the alternate search's stays when it found some. */
export function EmptyState({ cityName, propertyType, alternates = [], stay }: EmptyStateProps) {
  const intl = useIntl();
  const homes = propertyType === 'home';
  const listingMessages = wordsFor(propertyType, hotelWords, listingHomeWords);
  const title =
    cityName === null
      ? intl.formatMessage(listingMessages.emptyNearMe)
      : stay?.isOpenSearch
        ? intl.formatMessage(homes ? listingMessages.emptyOpenHomes : listingMessages.emptyOpenHotels, { city: cityName })
        : intl.formatMessage(homes ? listingMessages.emptyHomes : listingMessages.emptyHotels, { city: cityName });
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{intl.formatMessage(listingMessages.emptyHelp)}</p>
      <Link to="/" className={styles.emptyLink}>
        {intl.formatMessage(listingMessages.emptyHome)}
      </Link>
      {alternates.length > 0 && stay ? (
        <section aria-labelledby="listing-alternates" className={styles.alternates}>
          <h2 id="listing-alternates" className={styles.alternatesTitle}>
            {intl.formatMessage(listingMessages.alternateTitle)}
          </h2>
          <ul className={styles.list}>
            {alternates.map((hotel) => (
              <PropertyCard key={hotel.id} hotel={hotel} stay={stay} eager={false} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
