import { API_PREFIX } from './routes';

/** Paths of the content and property-meta calls of guest-journey §7 and accounts-commerce §7. */
export const contentApiRoutes = {
  cms: `${API_PREFIX}/cms`,
  seoContent: `${API_PREFIX}/getSeoContent`,
  policyCheck: `${API_PREFIX}/policy-check`,
  bookingPropertyMeta: `${API_PREFIX}/bookingPropertMeta`,
  hotelUpdateProxy: `${API_PREFIX}/hotel-update-proxy`,
} as const;
