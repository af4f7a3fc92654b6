import { API_PREFIX } from '../routes';

/**
 * Paths of the place calls of guest-journey §7 beside the autocomplete, cities and geographies calls. The spec names
 * `autocompletenew/feedback`, `allcities` and `allcountries`; where it gives no path, the call's words in camel case.
 */
export const placeRoutes = {
  /** GET: one autocomplete suggestion (by its id) as a place with coordinates and the values a search needs. */
  autocompleteDetails: `${API_PREFIX}/autocompletenew/details`,
  /** GET: the coordinates of a place by its id (`search_data_source` GOOGLE by default; only our own place ids resolve). */
  latLongByPlaceId: `${API_PREFIX}/latLongByPlaceId`,
  /** GET: points of interest (localities, cities, holiday parks) near a hotel, nearest first. */
  nearbyPlaces: `${API_PREFIX}/nearbyPlaces`,
  /** GET: properties and places around a point, nearest first. */
  nearbyThings: `${API_PREFIX}/nearbyThings`,
  /** GET: every city of the brand's catalogue with the fields of the cities call. */
  allCities: `${API_PREFIX}/allcities`,
  /** GET: the brand's markets, from the country data of @stays/brand-config. */
  allCountries: `${API_PREFIX}/allcountries`,
} as const;
