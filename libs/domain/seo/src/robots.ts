/** The guest's own pages and the site's plumbing: never indexed. Each is blocked as itself, below itself and with a query. */
const PRIVATE_PAGES = [
  '/find',
  '/login',
  '/travelagent/login',
  '/buisness/login',
  '/reset-password',
  '/accountdetails',
  '/my-profile',
  '/booking',
  '/booking-paid',
  '/order-paid',
  '/upgrade-booking',
  '/save-card',
  '/my-booking',
  '/bookings',
  '/wishlist',
  '/saved-hotels',
  '/microsite',
];

/** Query parameters that make a copy of a public page (a modal open, a stay, a sort, a filter, the partner mode). */
const DUPLICATING_PARAMETERS = [
  'modal',
  'checkin',
  'checkout',
  'rooms_config',
  'sort',
  'price_min',
  'price_max',
  'property_type',
  'amenities',
  'rating',
  'page',
  'webview',
];

/**
 * What search engines must not crawl: the API, the guest's own pages (account, bookings, wishlists, sign-in), the
 * autocomplete's /find, and the copies of public pages a query string makes. `?locale=` stays open: it is how a
 * page's other languages are reached (the hreflang alternates).
 */
const DISALLOWED_PATHS: readonly string[] = [
  '/api/',
  ...PRIVATE_PAGES.flatMap((page) => [`${page}$`, `${page}/`, `${page}?`]),
  ...DUPLICATING_PARAMETERS.flatMap((name) => [`/*?${name}=`, `/*&${name}=`]),
];

/** robots.txt of a site: everything public is allowed, the private and duplicate paths are not, and the sitemap is named absolutely. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
