import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Page type comes from the path (guest-journey §2). React Router matches whole segments, so
 * `/hotels-in-{city}` and `/{hotelId}/` share one route that tells them apart by the segment's shape,
 * with and without a two-letter country prefix (`/nl/1234/`).
 */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('partner-with-us', 'routes/partner-with-us.tsx'),
  route(':slug', 'routes/page.tsx', { id: 'page' }),
  route(':country/:slug', 'routes/page.tsx', { id: 'country-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
