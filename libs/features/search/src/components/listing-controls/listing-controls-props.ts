import type { ListingQuery } from '../../utils/listing-query';
import type { StayQuery } from '../../utils/search-urls';

/** What every listing control needs to write a listing URL: the place's path, the stay and the current choices. */
export interface ListingControlsProps {
  /** The listing's path, e.g. /hotels-in-goa. */
  path: string;
  stay: StayQuery;
  query: ListingQuery;
}
