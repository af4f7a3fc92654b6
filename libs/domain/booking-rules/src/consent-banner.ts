/**
 * "The banner is shown only when the user's gdpr flag is true, the location has not just changed, and the consent
 * info has been fetched … The feature flag hideGdprBanner per brand hides it" (accounts-commerce §2).
 */
export function isConsentBannerShown(context: {
  gdprFlag: boolean;
  locationJustChanged: boolean;
  consentInfoFetched: boolean;
  hideGdprBanner: boolean;
}): boolean {
  return context.gdprFlag && !context.locationJustChanged && context.consentInfoFetched && !context.hideGdprBanner;
}

type ConsentBannerRoute = 'listing' | 'auth' | 'home' | 'accountDetails' | 'savedHotels' | 'bookingDetails' | 'myBooking';

/**
 * "The banner position depends on the route: 51 for a listing page, 62 for a listing page whose path starts with a
 * digit, 78 for auth, 56 for home, accountDetails, savedHotels, bookingDetails and myBooking". Null elsewhere
 * (the banner keeps its own default position).
 */
export function consentBannerPosition(route: string, path = ''): number | null {
  switch (route as ConsentBannerRoute) {
    case 'listing':
      return /^\/?\d/.test(path) ? 62 : 51;
    case 'auth':
      return 78;
    case 'home':
    case 'accountDetails':
    case 'savedHotels':
    case 'bookingDetails':
    case 'myBooking':
      return 56;
    default:
      return null;
  }
}
