import { listingQueryParams, splitListingPath, type ListingQuery } from '../../utils/listing-query';
import { stayQueryString, type StayQuery } from '../../utils/search-urls';

/** The URL parameters a control's form keeps as they are: the place's, the stay, then the choices it does not edit. */
export function keptEntries(path: string, stay: StayQuery, query: ListingQuery, edited: readonly string[]): [string, string][] {
  const stayEntries = [...new URLSearchParams(stayQueryString(stay)).entries()];
  const kept = listingQueryParams(query).filter(([name]) => name !== 'page' && !edited.includes(name));
  return [...splitListingPath(path).placeEntries, ...stayEntries, ...kept];
}
