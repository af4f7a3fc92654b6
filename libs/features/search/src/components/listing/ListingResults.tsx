import { useId, type ReactNode } from 'react';
import type { HotelSummary } from '@stays/api-client';
import type { StayQuery } from '../../utils/search-urls';
import { EmptyState } from './EmptyState';
import { PropertyCard } from './PropertyCard';
import { ResultCountHeading } from './ResultCountHeading';
import type { ListingTheme } from './listing-themes';
import styles from './Listing.module.css';

export interface ListingResultsProps {
  /** The place searched; null for the guest's own position. */
  cityName: string | null;
  relation?: 'in' | 'near';
  /** The tags of a theme listing, which the heading reads after the place. */
  themes?: readonly ListingTheme[];
  /** Shown when nothing matched: the alternate search's few stays. */
  alternates?: readonly HotelSummary[];
  propertyType: 'hotel' | 'home';
  totalCount: number;
  hotels: readonly HotelSummary[];
  stay: StayQuery;
  /** Between the heading and the cards: the sort control and the chosen filters. */
  controls?: ReactNode;
  /** After the cards: the pagination. */
  footer?: ReactNode;
  /** Each card's corner control (the wishlist heart, mounted by the app). */
  cardAction?: (hotel: HotelSummary) => ReactNode;
}

const EAGER_IMAGES = 2;

/** The results list's element id: the map keeps its pins in sync with the cards in it. */
export const LISTING_RESULTS_ID = 'listing-results';

/** A city's available properties for the stay: the count heading, then one card per property. */
export function ListingResults({
  cityName,
  relation,
  themes,
  alternates,
  propertyType,
  totalCount,
  hotels,
  stay,
  controls,
  footer,
  cardAction,
}: ListingResultsProps) {
  const headingId = useId();
  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <ResultCountHeading id={headingId} count={totalCount} cityName={cityName} relation={relation} themes={themes} propertyType={propertyType} />
      {controls}
      {hotels.length === 0 ? (
        <EmptyState cityName={cityName} propertyType={propertyType} alternates={alternates} stay={stay} />
      ) : (
        <ul id={LISTING_RESULTS_ID} className={styles.list} aria-labelledby={headingId}>
          {hotels.map((hotel, index) => (
            <PropertyCard key={hotel.id} hotel={hotel} stay={stay} eager={index < EAGER_IMAGES} action={cardAction?.(hotel)} />
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
