import { z } from 'zod';

const countryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'a two-letter country code');

export const consentInfoQuerySchema = z.object({ country_code: countryCodeSchema });
export type ConsentInfoQuery = z.infer<typeof consentInfoQuerySchema>;

const consentCategorySchema = z.object({
  id: z.enum(['necessary', 'preferences', 'statistics']),
  /** Necessary cookies are always on; the others wait for the guest's yes where the gdpr flag is set. */
  required: z.boolean(),
  cookies: z.array(z.object({ name: z.string(), max_age_seconds: z.number().int().nullable() })),
});

export const consentInfoSchema = z.object({
  country_code: z.string(),
  /** The guest's gdpr flag for this country: consent is asked before preferences and statistics. */
  gdpr: z.boolean(),
  /** The version of the categories; a choice saved under another version is asked again. */
  version: z.number().int(),
  /** How long a choice is kept (the consent cookie's lifetime). */
  choice_max_age_seconds: z.number().int(),
  categories: z.array(consentCategorySchema),
});
export type ConsentInfo = z.infer<typeof consentInfoSchema>;

/** The events the site sends; a dashboard reads page views by page type and brand and the funnel from them. */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'scroll_depth',
  'cookie_accepted',
  'booking_summary_view',
  'sign_in_drop_off',
  'sign_up_drop_off',
  /** A real-user web vital (payload `metric`: LCP, INP, CLS, FCP, TTFB or FID; `value`; `rating`): p75 per route. */
  'web_vital',
] as const;

/** Tracking page types (accounts-commerce §2). */
export const TRACKING_PAGE_TYPES = [
  'Deal Page',
  'Search Page',
  'Booking Success',
  'Save Credit Card',
  'My Booking',
  'Tag Page',
  'Home Page',
  'Hotel Page',
  'City Page',
  'Wizard Landing Page',
  'Login Page',
  'NearBy Page',
  'Wizard Profile',
  'Upgrade Booking',
  'Others',
] as const;

/** The brands of the site. */
export const trackingBrandSchema = z.enum(['nivaas', 'dunelight', 'dunelight-in']);

export const trackingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _, 8 to 64 of them');

/** The path only, no query string (it may carry personal data). */
export const trackingRouteSchema = z
  .string()
  .max(300)
  .regex(/^\/[^?#\s]*$/, 'a path starting with /');

/** A flat payload: at most 16 short keys with short values (nothing nested, nothing large). */
const payloadSchema = z
  .record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]))
  .refine((payload) => Object.keys(payload).length <= 16, 'at most 16 payload fields');

const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  page_type: z.enum(TRACKING_PAGE_TYPES),
  brand: trackingBrandSchema,
  country: countryCodeSchema,
  route: trackingRouteSchema,
  session_id: trackingIdSchema,
  device_id: trackingIdSchema.optional(),
  occurred_at: z.iso.datetime({ offset: true }),
  payload: payloadSchema.default({}),
});
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

/** At most 25 events a call: the site flushes its queue in batches. */
export const sendDataBodySchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(25) });
export type SendDataBody = z.input<typeof sendDataBodySchema>;

export const sendDataReplySchema = z.object({ stored: z.number().int() });

export const devAnalyticsEventsQuerySchema = z.object({ session_id: trackingIdSchema });

export const devAnalyticsEventsReplySchema = z.object({
  events: z.array(
    z.object({
      name: z.string(),
      page_type: z.string(),
      brand: z.string(),
      country: z.string(),
      route: z.string(),
      session_id: z.string(),
      device_id: z.string().nullable(),
      occurred_at: z.string(),
      payload: z.record(z.string(), z.unknown()),
    }),
  ),
});
