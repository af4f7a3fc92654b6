import { API_PREFIX } from '../routes';

/** Paths of the consent and analytics calls (accounts-commerce §7 "Consent (gdpr) info request on mount", "POST /analytics/sendData"). */
export const analyticsRoutes = {
  /** GET: what the consent banner needs for a country (gdpr flag, categories and their cookies). */
  consentInfo: `${API_PREFIX}/consentInfo`,
  /** POST: a batch of tracking events, stored for the dashboard. */
  sendData: `${API_PREFIX}/analytics/sendData`,
  /** GET (DEV_TOOLS only): the events stored for one session, oldest first, so a journey can see what was kept. */
  devEvents: `${API_PREFIX}/dev/analytics-events`,
} as const;
