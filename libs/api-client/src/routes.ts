/** Paths of the API, shared by the server that mounts them and the client that calls them. */
export const API_PREFIX = '/api/pwa';

export const apiRoutes = {
  cities: `${API_PREFIX}/cities`,
  autocomplete: `${API_PREFIX}/autocomplete`,
  search: `${API_PREFIX}/search`,
  searchMap: `${API_PREFIX}/search/map`,
  geographies: `${API_PREFIX}/geographies`,
  hotelDetails: `${API_PREFIX}/hotels/:hotelId`,
  availability: `${API_PREFIX}/availability`,
  similarHotels: `${API_PREFIX}/similar-hotels`,
  hotelReviews: `${API_PREFIX}/hotels/:hotelId/reviews`,
  validateCoupon: `${API_PREFIX}/validatecoupon`,
  dealInfo: `${API_PREFIX}/deals/:dealId`,
  dealByName: `${API_PREFIX}/deals/by-name/:dealName`,
  propertyImage: `${API_PREFIX}/images/:propertyId/:index`,
  trustSafety: `${API_PREFIX}/trustSafety`,
  tooltipInfo: `${API_PREFIX}/tooltipinfo/:hotelId`,
  hotelOneLinerInfo: `${API_PREFIX}/hotelonelinerinfo/:id`,
  sitemapHotels: `${API_PREFIX}/sitemap/hotels`,
  sitemapPlaces: `${API_PREFIX}/sitemap/places`,
} as const;

export function hotelDetailsPath(hotelId: number): string {
  return apiRoutes.hotelDetails.replace(':hotelId', String(hotelId));
}

export function hotelReviewsPath(hotelId: number): string {
  return apiRoutes.hotelReviews.replace(':hotelId', String(hotelId));
}

export function tooltipInfoPath(hotelId: number): string {
  return apiRoutes.tooltipInfo.replace(':hotelId', String(hotelId));
}

export function hotelOneLinerInfoPath(hotelId: number): string {
  return apiRoutes.hotelOneLinerInfo.replace(':id', String(hotelId));
}

export function dealInfoPath(dealId: number): string {
  return apiRoutes.dealInfo.replace(':dealId', String(dealId));
}

export function dealByNamePath(dealName: string): string {
  return apiRoutes.dealByName.replace(':dealName', encodeURIComponent(dealName));
}

/** Local, generated property pictures (SVG): no network, no broken images. */
export function propertyImagePath(propertyId: number, index: number): string {
  return apiRoutes.propertyImage.replace(':propertyId', String(propertyId)).replace(':index', `${index}.svg`);
}
