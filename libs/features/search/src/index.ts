export { SearchFeatureProvider, type SearchFeatureProviderProps } from './components/search-feature/SearchFeatureProvider';
export { SearchConfigProvider, useSearchConfig, type SearchConfig } from './config/search-config';
export { SearchFormProvider, type SearchFormProviderProps } from './stores/search-form-context';
export type { SearchFormValues } from './stores/search-form-store';
export { HomeHeader, type HomeHeaderProps } from './components/home-header/HomeHeader';
export { BrandHeader, type BrandHeaderProps } from './components/home-header/BrandHeader';
export { headerLinkMessages } from './components/home-header/header-links';
export { SearchForm } from './components/search-form/SearchForm';
export { SearchModal, type SearchModalProps } from './components/search-modal/SearchModal';
export { Tagline } from './components/tagline/Tagline';
export { NearMePanel } from './components/near-me/NearMePanel';
export { ListingMapSection, type ListingMapSectionProps } from './components/map/ListingMapSection';
export { LISTING_RESULTS_ID, ListingResults, type ListingResultsProps } from './components/listing/ListingResults';
export { PropertyCard, type PropertyCardProps } from './components/listing/PropertyCard';
export { ResultCountHeading, type ResultCountHeadingProps } from './components/listing/ResultCountHeading';
export { EmptyState, type EmptyStateProps } from './components/listing/EmptyState';
export { ListingWithControls, type ListingWithControlsProps } from './components/listing-controls/ListingWithControls';
export { ListingFilterPanel, type ListingFilterPanelProps } from './components/listing-controls/ListingFilterPanel';
export { ListingSortForm, type ListingSortFormProps } from './components/listing-controls/ListingSortForm';
export { FilterChips, type FilterChipsProps } from './components/listing-controls/FilterChips';
export { ListingPagination, type ListingPaginationProps } from './components/listing-controls/ListingPagination';
export {
  DEFAULT_LISTING_QUERY,
  LISTING_SORTS,
  listingQueryFromParams,
  listingQueryHref,
  listingQueryParams,
  listingSearchOptions,
  type ListingQuery,
  type ListingSearchContext,
  type ListingSort,
} from './utils/listing-query';
export { FIND_DESTINATION_PATH, hotelPath, listingPath, stayQueryString, type StayQuery } from './utils/search-urls';
export { bestDestination, type Destination } from './utils/destination';
export { destinationPath, stayToSearch, submitSearchMessages } from './hooks/use-submit-search';
