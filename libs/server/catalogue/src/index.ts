export { ServiceError, isServiceError } from './errors/service-error';
export { SqlParams, type SqlClient } from './sql-client';
export { assertCheckinNotPast, resolveStay, type Stay, type StayRequest } from './stay/resolve-stay';
export { brandScope, type BrandScope } from './brand/brand-scope';
export { listCities } from './cities/list-cities.service';
export { getGeographies } from './cities/get-geographies.service';
export { findCities, type CityFilter, type CityRow } from './cities/find-cities.repository';
export { suggestPlaces } from './autocomplete/suggest-places.service';
export { findSuggestions, type SuggestionCriteria, type SuggestionRow } from './autocomplete/find-suggestions.repository';
export { searchHotels } from './search/search-hotels.service';
export { searchMap } from './search/search-map.service';
export { searchProperties, countSearchResults, type SearchCriteria, type SearchPage, type SearchRow } from './search/search-properties.repository';
export { getHotelDetails } from './hotel-details/get-hotel-details.service';
export { assertGuestsFitRooms } from './hotel-details/guests-fit-rooms';
export { findPropertyType } from './hotel-details/find-property-type.repository';
export { findActiveProperty, type PropertyRow } from './hotel-details/find-property.repository';
export { findCategoriesWithNights, type CategoryWithNights, type StoredNight } from './hotel-details/find-room-nights.repository';
/** Test support: a tiny hand-made catalogue for the server libraries' integration tests. */
export {
  FIXTURE_FIRST_NIGHT,
  FIXTURE_NIGHTS,
  FIXTURE_NOW,
  fixtureCategory,
  fixtureIds,
  fixtureNightDate,
  insertCatalogueFixture,
} from './testing/catalogue-fixture';
export { getAvailability } from './availability/get-availability.service';
export { correctStayDates, type CorrectedDates } from './availability/correct-stay-dates';
export { hotelRestrictions, type RestrictionColumns } from './availability/hotel-restrictions';
export { priceCategoriesForStay, type PricedCategories, type QuotedNights } from './hotel-details/price-categories';
export { getCalendarView } from './calendar/get-calendar-view.service';
export { getSimilarHotels, SIMILAR_HOTELS_RADIUS_KM } from './similar-hotels/get-similar-hotels.service';
export { getHotelReviews } from './reviews/get-hotel-reviews.service';
export { getTrustSafety } from './hotel-info/get-trust-safety.service';
export { getTooltipInfo } from './hotel-info/get-tooltip-info.service';
export { getHotelOneLiner } from './hotel-info/get-hotel-one-liner.service';
export { getDealInfo } from './deals/get-deal-info.service';
export { findDealForStay, type DealRow } from './deals/find-deal.repository';
export { dealUnavailable } from './deals/deal-unavailable';
export { findQuotationForStay, quotationInfo } from './quotations/quotation-for-stay';
export { quotationUnavailable } from './quotations/quotation-unavailable';
export { createQuotation, getQuotation, QUOTATION_VALID_HOURS } from './quotations/quotation.service';
