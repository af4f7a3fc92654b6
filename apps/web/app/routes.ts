import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Page type comes from the path (guest-journey §2, pageTypeFromPath). React Router matches whole segments, so
 * `/hotels-in-{city}`, `/{hotelId}/`, `/{city}/{tag}/{tag2}` and the rest of the catch-all share the last route,
 * which tells them apart by the path's page type, with and without a two-letter country prefix (`/nl/1234/`), and
 * answers 404 for a path that names nothing.
 */
export default [
  index('routes/home.tsx'),
  route('robots.txt', 'routes/robots.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.tsx'),
  route('sitemaps/:file', 'routes/sitemap-file.tsx'),
  route('find', 'routes/find.tsx'),
  route('about', 'routes/about.tsx'),
  route('change-language', 'routes/change-language.tsx'),
  route('cookie-consent', 'routes/cookie-consent.tsx'),
  route('partner-with-us', 'routes/partner-with-us.tsx'),
  // The legal pages, as each country's links write them: /terms/ and /{country code}/terms/ (ahead of the catch-all).
  route(':country?/terms', 'routes/legal.tsx', { id: 'legal-terms' }),
  route(':country?/guest-policy', 'routes/legal.tsx', { id: 'legal-guest-policy' }),
  route(':country?/privacy-policy', 'routes/legal.tsx', { id: 'legal-privacy-policy' }),
  route(':country?/cookie-policy', 'routes/legal.tsx', { id: 'legal-cookie-policy' }),
  route(':country?/corporate-social-responsibility', 'routes/legal.tsx', { id: 'legal-corporate-social-responsibility' }),
  route(':country?/saved-card-policy', 'routes/legal.tsx', { id: 'legal-saved-card-policy' }),
  route(':country?/unmarried-couples', 'routes/legal.tsx', { id: 'legal-unmarried-couples' }),
  route('login/:oauth?', 'routes/login.tsx', { id: 'login' }),
  route('travelagent/login', 'routes/login.tsx', { id: 'travel-agent-login' }),
  route('buisness/login', 'routes/login.tsx', { id: 'business-login' }),
  route('reset-password', 'routes/reset-password.tsx'),
  route('accountdetails', 'routes/account-details.tsx', { id: 'account-details' }),
  route('my-profile', 'routes/account-details.tsx', { id: 'my-profile' }),
  route('accountdetails/oyomoney', 'routes/wallet.tsx', { id: 'wallet' }),
  route('booking', 'routes/booking.tsx', { id: 'booking-lookup' }),
  // Before booking/:bookingId, which would otherwise take "save-card" for a booking id.
  route('booking/save-card', 'routes/account-save-card.tsx', { id: 'account-save-card' }),
  route('booking/:bookingId', 'routes/booking.tsx', { id: 'booking' }),
  route('booking/:bookingId/save-card', 'routes/save-card.tsx', { id: 'save-card' }),
  route('save-card/:status', 'routes/save-card-result.tsx', { id: 'save-card-result' }),
  route('upgrade-booking/:bookingId', 'routes/upgrade-booking.tsx', { id: 'upgrade-booking' }),
  route('booking-paid', 'routes/booking-paid.tsx', { id: 'booking-paid' }),
  route('order-paid', 'routes/booking-paid.tsx', { id: 'order-paid' }),
  route('my-booking', 'routes/my-bookings.tsx', { id: 'my-booking' }),
  route('bookings', 'routes/my-bookings.tsx', { id: 'bookings' }),
  route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist' }),
  route('saved-hotels', 'routes/wishlist.tsx', { id: 'saved-hotels' }),
  route('wishlist/:wishlistCode', 'routes/shared-wishlist.tsx', { id: 'shared-wishlist' }),
  route('offline', 'routes/offline.tsx'),
  route('manifest.webmanifest', 'routes/web-manifest.ts', { id: 'web-manifest' }),
  route('*', 'routes/page.tsx', { id: 'page' }),
] satisfies RouteConfig;
