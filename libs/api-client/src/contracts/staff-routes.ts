import { API_PREFIX } from '../routes';

/** Paths of the site team's calls (not the guest's): read-only views of what the site stored. */
export const staffRoutes = {
  /** GET: page views by page type and brand, the booking funnel and web vitals p75 per route, for a staff role. */
  dashboard: `${API_PREFIX}/staff/dashboard`,
} as const;
