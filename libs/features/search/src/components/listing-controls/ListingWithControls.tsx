import type { ReactNode } from 'react';
import type { HotelSummary } from '@stays/api-client';
import { ListingResults } from '../listing/ListingResults';
import type { ListingTheme } from '../listing/listing-themes';
import { FilterChips } from './FilterChips';
import { ListingFilterPanel } from './ListingFilterPanel';
import type { ListingControlsProps } from './listing-controls-props';
import { ListingPagination } from './ListingPagination';
import { ListingSortForm } from './ListingSortForm';
import { ListingToolbar } from './ListingToolbar';
import { QuickFilters } from './QuickFilters';
import styles from '../listing/ListingLayout.module.css';

export interface ListingWithControlsProps extends ListingControlsProps {
  cityName: string | null;
  relation?: 'in' | 'near';
  /** The tags of a theme listing, which its heading reads after the place. */
  themes?: readonly ListingTheme[];
  alternates?: readonly HotelSummary[];
  propertyType: 'hotel' | 'home';
  currency: string;
  totalCount: number;
  hotels: readonly HotelSummary[];
  /** The `modal` URL parameter, when it opens the filters or the sorters. */
  modal: 'filters' | 'sorters' | null;
  /** Above the results: the map toggle and map. */
  map?: ReactNode;
  /** Each card's corner control (the wishlist heart, mounted by the app). */
  cardAction?: (hotel: HotelSummary) => ReactNode;
}

/** A listing page's body: the filters (sidebar on desktop), then the results with sorting, chips and pages. */
export function ListingWithControls({
  path,
  stay,
  query,
  cityName,
  relation,
  themes,
  alternates,
  propertyType,
  currency,
  totalCount,
  hotels,
  modal,
  map,
  cardAction,
}: ListingWithControlsProps) {
  const controls = { path, stay, query };
  return (
    <div className={styles.layout}>
      <ListingFilterPanel {...controls} currency={currency} open={modal === 'filters'} propertyType={propertyType} />
      <div className={styles.main}>
        {map}
        <ListingResults
          cityName={cityName}
          relation={relation}
          themes={themes}
          alternates={alternates}
          propertyType={propertyType}
          totalCount={totalCount}
          hotels={hotels}
          stay={stay}
          cardAction={cardAction}
          controls={
            <>
              <ListingToolbar {...controls} />
              <ListingSortForm {...controls} open={modal === 'sorters'} />
              <QuickFilters {...controls} propertyType={propertyType} />
              <FilterChips {...controls} currency={currency} propertyType={propertyType} />
            </>
          }
          footer={<ListingPagination {...controls} totalCount={totalCount} shown={hotels.length} />}
        />
      </div>
    </div>
  );
}
