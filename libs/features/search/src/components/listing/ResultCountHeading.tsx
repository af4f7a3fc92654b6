import { defineMessages, useIntl } from 'react-intl';
import { listingMessages } from './listing-messages';
import { themeWords, type ListingTheme } from './listing-themes';
import styles from './Listing.module.css';

type ThemedValues = { count: number; city: string; themes: string };

const themedMessages = defineMessages<{ hotels: ThemedValues; homes: ThemedValues }>({
  hotels: { id: 'listing.heading.hotelsThemed', defaultMessage: '{count, plural, one {# hotel} other {# hotels}} in {city} {themes}' },
  homes: { id: 'listing.heading.homesThemed', defaultMessage: '{count, plural, one {# home} other {# homes}} in {city} {themes}' },
});

const headings = {
  in: { hotel: listingMessages.headingHotels, home: listingMessages.headingHomes },
  near: { hotel: listingMessages.headingHotelsNear, home: listingMessages.headingHomesNear },
};
const themedHeadings = { hotel: themedMessages.hotels, home: themedMessages.homes };
const nearMeHeadings = { hotel: listingMessages.headingHotelsNearMe, home: listingMessages.headingHomesNearMe };

export interface ResultCountHeadingProps {
  id?: string;
  count: number;
  /** The place searched; null for the guest's own position ('near you'). */
  cityName: string | null;
  /** In the place (default) or near it. */
  relation?: 'in' | 'near';
  propertyType: 'hotel' | 'home';
  /** The tags of a theme listing, read after the place: '4 hotels in Goa near the beach'. */
  themes?: readonly ListingTheme[];
}

/** '24 hotels in Mumbai', '3 homes near Baga, Goa', '5 hotels near you', '4 hotels in Goa near the beach': the listing's page heading. */
export function ResultCountHeading({ id, count, cityName, relation = 'in', propertyType, themes = [] }: ResultCountHeadingProps) {
  const intl = useIntl();
  const heading = () => {
    if (cityName === null) return intl.formatMessage(nearMeHeadings[propertyType], { count });
    if (relation === 'in' && themes.length > 0)
      return intl.formatMessage(themedHeadings[propertyType], { count, city: cityName, themes: themeWords(intl, themes) });
    return intl.formatMessage(headings[relation][propertyType], { count, city: cityName });
  };
  return (
    <h1 id={id} className={styles.heading}>
      {heading()}
    </h1>
  );
}
