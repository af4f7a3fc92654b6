export { API_PREFIX, apiRoutes, hotelDetailsPath, propertyImagePath } from './routes';
export {
  apiErrorSchema,
  currencyCodeSchema,
  geoPointSchema,
  isoDateSchema,
  minorUnitsSchema,
  propertyTypeSchema,
  queryBoolean,
  queryInt,
  type ApiError,
  type CurrencyCode,
  type GeoPoint,
  type PropertyType,
} from './contracts/common';
export { citiesQuerySchema, citiesResponseSchema, citySchema, type CitiesQuery, type CitiesResponse, type City } from './contracts/cities';
export {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  suggestionGroupSchema,
  suggestionSchema,
  suggestionTypeSchema,
  type AutocompleteQuery,
  type AutocompleteResponse,
  type Suggestion,
  type SuggestionGroup,
  type SuggestionType,
} from './contracts/autocomplete';
export { hotelSummarySchema, pricingDetailsSchema, ratingsSchema, type HotelSummary, type PricingDetails } from './contracts/hotel-summary';
export {
  availableRoomCountSchema,
  roomsConfigQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
  searchTypeSchema,
  sortParamsSchema,
  type AvailableRoomCount,
  type ParsedSearchQuery,
  type SearchQuery,
  type SearchResponse,
  type SearchType,
  type SortParams,
} from './contracts/search';
export {
  amenitySchema,
  hotelDetailsParamsSchema,
  hotelDetailsQuerySchema,
  hotelDetailsSchema,
  roomCategorySchema,
  type Amenity,
  type HotelDetails,
  type HotelDetailsQuery,
  type RoomCategory,
} from './contracts/hotel-details';
export { ApiRequestError, type ApiClientOptions } from './client/http';
export { toQueryString } from './client/query-string';
export { getCities } from './client/get-cities';
export { getAutocomplete } from './client/get-autocomplete';
export { searchHotels } from './client/search-hotels';
export { getHotelDetails } from './client/get-hotel-details';
export { bookingPath, bookingRoutes } from './contracts/booking-routes';
export {
  bookingCancellationBodySchema,
  bookingParamsSchema,
  bookingQuerySchema,
  bookingRoomSchema,
  bookingSchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
  type Booking,
  type BookingCancellationBody,
  type BookingCancellationRequest,
  type BookingQuery,
  type CreateBookingBody,
  type CreateBookingRequest,
} from './contracts/booking';
export { createBooking } from './client/create-booking';
export { getBooking } from './client/get-booking';
export { cancelBooking } from './client/cancel-booking';
