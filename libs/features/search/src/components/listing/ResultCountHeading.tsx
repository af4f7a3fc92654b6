import { useIntl } from 'react-intl';
import { listingMessages } from './listing-messages';
import styles from './Listing.module.css';

const headings = { hotel: listingMessages.headingHotels, home: listingMessages.headingHomes };

export interface ResultCountHeadingProps {
  id?: string;
  count: number;
  cityName: string;
  propertyType: 'hotel' | 'home';
}

/** '24 hotels in Mumbai': the listing's page heading. */
export function ResultCountHeading({ id, count, cityName, propertyType }: ResultCountHeadingProps) {
  const intl = useIntl();
  return (
    <h1 id={id} className={styles.heading}>
      {intl.formatMessage(headings[propertyType], { count, city: cityName })}
    </h1>
  );
}
