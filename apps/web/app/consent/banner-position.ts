import { consentBannerPosition, pageTypeFromPath } from '@stays/booking-rules';

/**
 * The banner's position on a page (accounts-commerce §2: 51 listing, 62 listing whose path starts with a digit, 78 auth,
 * 56 home, accountDetails, savedHotels, bookingDetails, myBooking): its distance in CSS pixels from the bottom of the
 * screen on a phone (up to the 780 px popup breakpoint), where those pages keep a bar of their own at the bottom
 * (the listing's sort, filter and map bar; the sign-in page's continue button; the home and account pages' tab bar).
 * Elsewhere, and on wider screens, the banner sits at the bottom (0).
 */
export function consentBannerBottomPx(pathname: string): number {
  const route = pageTypeFromPath(pathname);
  const first = route.path.split('/')[0] ?? '';
  const name =
    route.type === 'listing' || route.type === 'search'
      ? 'listing'
      : route.type === 'login' || first === 'reset-password'
        ? 'auth'
        : first === 'accountdetails' || first === 'my-profile'
          ? 'accountDetails'
          : route.type;
  return consentBannerPosition(name, route.path) ?? 0;
}
