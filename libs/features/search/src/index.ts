export { SearchFeatureProvider } from './components/search-feature/SearchFeatureProvider';
export { SearchConfigProvider, type SearchConfig } from './config/search-config';
export { SearchFormProvider } from './stores/search-form-context';
export type { SearchFormValues } from './stores/search-form-store';
export { HomeHeader } from './components/home-header/HomeHeader';
export { BrandHeader } from './components/home-header/BrandHeader';
export { headerLinkMessages } from './components/home-header/header-links';
export { SearchForm } from './components/search-form/SearchForm';
export { SearchModal } from './components/search-modal/SearchModal';
export { NearMePanel } from './components/near-me/NearMePanel';
export { ListingMapSection } from './components/map/ListingMapSection';
export { LISTING_RESULTS_ID, ListingResults } from './components/listing/ListingResults';
export { ListingWithControls } from './components/listing-controls/ListingWithControls';
export {
  listingQueryFromParams,
  listingQueryParams,
  listingSearchOptions,
  type ListingQuery,
  } from './utils/listing-query';
export { listingPath, stayQueryString } from './utils/search-urls';
export { bestDestination, type Destination } from './utils/destination';
export { destinationPath, stayToSearch, submitSearchMessages } from './hooks/use-submit-search';
