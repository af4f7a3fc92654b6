import { useIntl } from 'react-intl';
import { listingMessages } from './listing-messages';
import styles from './Listing.module.css';

const headings = {
  in: { hotel: listingMessages.headingHotels, home: listingMessages.headingHomes },
  near: { hotel: listingMessages.headingHotelsNear, home: listingMessages.headingHomesNear },
};
const nearMeHeadings = { hotel: listingMessages.headingHotelsNearMe, home: listingMessages.headingHomesNearMe };

export interface ResultCountHeadingProps {
  id?: string;
  count: number;
  /** The place searched; null for the guest's own position ('near you'). */
  cityName: string | null;
  /** In the place (default) or near it. */
  relation?: 'in' | 'near';
  propertyType: 'hotel' | 'home';
}

/** '24 hotels in Mumbai', '3 homes near Baga, Goa', '5 hotels near you': the listing's page heading. */
export function ResultCountHeading({ id, count, cityName, relation = 'in', propertyType }: ResultCountHeadingProps) {
  const intl = useIntl();
  return (
    <h1 id={id} className={styles.heading}>
      {cityName === null
        ? intl.formatMessage(nearMeHeadings[propertyType], { count })
        : intl.formatMessage(headings[relation][propertyType], { count, city: cityName })}
    </h1>
  );
}
