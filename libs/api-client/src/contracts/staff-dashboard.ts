import { z } from 'zod';
import { trackingBrandSchema } from './analytics';

/** The longest period the dashboard reads at once, in days (both ends included): a quarter. */
export const STAFF_DASHBOARD_MAX_DAYS = 92;

/** The days the dashboard shows when the caller names none: the last week, today included. */
export const STAFF_DASHBOARD_DEFAULT_DAYS = 7;

const daySchema = z.iso.date('a day as YYYY-MM-DD');

/** `from` and `to` are UTC days, both included; either may be left out (the last week up to today). */
export const staffDashboardQuerySchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional(), brand: trackingBrandSchema.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] });
export type StaffDashboardQuery = z.infer<typeof staffDashboardQuerySchema>;

/** The real-user web vitals the dashboard ranks routes by (LCP and INP in milliseconds, CLS a score). */
export const DASHBOARD_WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type DashboardWebVital = (typeof DASHBOARD_WEB_VITALS)[number];

/** The booking funnel's steps, in order: each counts the distinct sessions that reached it after every step before it. */
export const FUNNEL_STEPS = ['search', 'hotel', 'summary', 'booking'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const staffDashboardReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  brand: trackingBrandSchema.nullable(),
  /** Every stored event of the period (any name), so an empty period is told apart from an empty chart. */
  total_events: z.number().int(),
  page_views: z.array(z.object({ page_type: z.string(), brand: z.string(), views: z.number().int() })),
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      sessions: z.number().int(),
      /** This step's sessions over the step before's (0 to 1); null for the first step, or when the step before has none. */
      conversion: z.number().nullable(),
    }),
  ),
  web_vitals: z.array(
    z.object({
      route: z.string(),
      metric: z.enum(DASHBOARD_WEB_VITALS),
      p75: z.number(),
      samples: z.number().int(),
    }),
  ),
});
export type StaffDashboardReply = z.infer<typeof staffDashboardReplySchema>;
