/** Page types derived from the URL path (guest-journey §2, accounts-commerce §2). */
export type PageType =
  | 'home'
  | 'search'
  | 'listing'
  | 'hotel'
  | 'shortHotelLink'
  | 'nearby'
  | 'bookingDetails'
  | 'saveCard'
  | 'saveCardResult'
  | 'bookingPaid'
  | 'myBooking'
  | 'upgradeBooking'
  | 'deal'
  | 'offline'
  | 'savedHotels'
  | 'login'
  | 'wizard'
  | 'wizardProfile'
  | 'micrositeRedirect'
  | 'static'
  | 'city'
  | 'tag';

export interface PageRoute {
  type: PageType;
  /** The country of the URL: a two-letter first segment other than 'in', or the default 'in'. */
  countryCode: string;
  /** The path after the country code (and the configured prefix), lowercased, slashes trimmed. */
  path: string;
  hotelId?: string;
}

/** Editorial theme pages whose slugs look like listings ({x}-in-{y}) but are not (our own theme pages). */
const EDITORIAL_THEME_PAGES: readonly string[] = ['things-to-do-in-goa', 'best-time-to-visit-in-winter', 'weekend-getaways-near-delhi'];

/** The 4x4 holiday term: listing-like paths that contain it are not listings. */
const FOUR_BY_FOUR = /4x4/;

const STATIC_PAGES = new Set([
  'terms',
  'guest-policy',
  'privacy-policy',
  'cookie-policy',
  'corporate-social-responsibility',
  'saved-card-policy',
  'unmarried-couples',
]);

export interface PageTypeOptions {
  /** "If the first segment has a fixed configured length and is not numeric, it is stripped". */
  strippedPrefixLength?: number;
  editorialThemePages?: readonly string[];
}

/** Whether a path is a listing: "{x}-in-{y} or {x}-near-{y}, except … editorial theme pages and … a 4x4 holiday term". */
export function isListingPath(path: string, editorialThemePages: readonly string[] = EDITORIAL_THEME_PAGES): boolean {
  const lastSegment = path.split('/').pop() ?? '';
  if (!/^[^/]+-(in|near)-[^/]+$/.test(lastSegment)) return false;
  if (FOUR_BY_FOUR.test(path)) return false;
  return !editorialThemePages.includes(lastSegment);
}

const isCountrySegment = (segment: string): boolean => /^[a-z]{2}$/.test(segment) && segment !== 'in';

/**
 * The page type of a URL path. "Page type is derived from the URL path (lowercased, slashes trimmed). An empty path
 * is home. A first segment of two letters (non-numeric, not 'in') is a country code; the default is 'in'."
 * Hotel detail is "any path starting with digits"; its id is the leading digits.
 */
export function pageTypeFromPath(rawPath: string, options: PageTypeOptions = {}): PageRoute {
  const withoutQuery = rawPath.split(/[?#]/)[0] ?? '';
  let segments = withoutQuery.toLowerCase().split('/').filter(Boolean);
  let countryCode = 'in';
  if (segments[0] && isCountrySegment(segments[0])) {
    countryCode = segments[0];
    segments = segments.slice(1);
  }
  const prefixLength = options.strippedPrefixLength;
  if (prefixLength && segments[0]?.length === prefixLength && !/^\d+$/.test(segments[0]) && segments.length > 1) {
    segments = segments.slice(1);
  }
  const path = segments.join('/');
  const route = (type: PageType, extra: Partial<PageRoute> = {}): PageRoute => ({ type, countryCode, path, ...extra });
  const [first = '', second] = segments;

  if (path === '') return route('home');
  const leadingDigits = /^(\d+)/.exec(path);
  if (leadingDigits) return route('hotel', { hotelId: leadingDigits[1] });
  switch (first) {
    case 'search':
    case 'searchaffiliate':
      return route('search');
    case 'hotels-near-me':
      return route('nearby');
    case 'h':
      return second ? route('shortHotelLink', { hotelId: second }) : route('city');
    case 'booking':
      if (segments.includes('save-card')) return route('saveCard');
      return second ? route('bookingDetails') : route('myBooking');
    case 'save-card':
      return route('saveCardResult');
    case 'booking-paid':
    case 'order-paid':
      return route('bookingPaid');
    case 'bookings':
    case 'my-booking':
      return route('myBooking');
    case 'upgrade-booking':
      return route('upgradeBooking');
    case 'deals':
      return route('deal');
    case 'offline':
      return route('offline');
    case 'saved-hotels':
      return route('savedHotels');
    case 'login':
      return route('login');
    case 'wizard':
      return route('wizard');
    case 'wizardprofile':
      return route('wizardProfile');
    case 'microsite':
      return route('micrositeRedirect');
  }
  if (STATIC_PAGES.has(first) && segments.length === 1) return route('static');
  if (isListingPath(path, options.editorialThemePages)) return route('listing');
  // Catch-all: "/{city}" is a city page, "/{city}/{tag}…" a tag page (experiment data may decide otherwise).
  return route(segments.length === 1 ? 'city' : 'tag');
}

/** Page names used for tracking (accounts-commerce §2). */
export type TrackingPageName =
  | 'Deal Page'
  | 'Search Page'
  | 'Booking Success'
  | 'Save Credit Card'
  | 'My Booking'
  | 'Tag Page'
  | 'Home Page'
  | 'Hotel Page'
  | 'City Page'
  | 'Wizard Landing Page'
  | 'Login Page'
  | 'NearBy Page'
  | 'Wizard Profile'
  | 'Upgrade Booking'
  | 'Others';

const TRACKING_NAMES: Partial<Record<PageType, TrackingPageName>> = {
  deal: 'Deal Page',
  search: 'Search Page',
  listing: 'Search Page',
  bookingDetails: 'Booking Success',
  bookingPaid: 'Booking Success',
  saveCard: 'Save Credit Card',
  myBooking: 'My Booking',
  tag: 'Tag Page',
  home: 'Home Page',
  hotel: 'Hotel Page',
  shortHotelLink: 'Hotel Page',
  city: 'City Page',
  wizard: 'Wizard Landing Page',
  login: 'Login Page',
  nearby: 'NearBy Page',
  wizardProfile: 'Wizard Profile',
  upgradeBooking: 'Upgrade Booking',
};

export function trackingPageName(type: PageType): TrackingPageName {
  return TRACKING_NAMES[type] ?? 'Others';
}
