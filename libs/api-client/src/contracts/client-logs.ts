import { z } from 'zod';
import { API_PREFIX } from '../routes';
import { TRACKING_PAGE_TYPES, trackingBrandSchema, trackingIdSchema, trackingRouteSchema } from './analytics';

/** Path of the client-log call (accounts-commerce §7 "Client logging posts batches", §9 its limits). */
export const clientLogRoutes = {
  /** POST: a batch of the site's own errors and warnings, kept for running the site. */
  clientLogs: `${API_PREFIX}/clientLogs`,
} as const;

/** "Batch sent at 15 queued entries" (accounts-commerce §9): a call carries at most that many. */
export const CLIENT_LOG_BATCH_SIZE = 15;
/** A message is cut to this many characters, a stack to this many, by the site before sending. */
export const CLIENT_LOG_MESSAGE_MAX = 500;
export const CLIENT_LOG_STACK_MAX = 2_000;

const clientLogEntrySchema = z.object({
  level: z.enum(['error', 'warn', 'info']),
  message: z.string().trim().min(1).max(CLIENT_LOG_MESSAGE_MAX),
  stack: z.string().max(CLIENT_LOG_STACK_MAX).optional(),
  /** The path the entry happened on, never its query string. */
  route: trackingRouteSchema,
  page_type: z.enum(TRACKING_PAGE_TYPES),
  brand: trackingBrandSchema,
  /** The site's build (React Router's manifest version), to tell which release an error belongs to. */
  release: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, ., - and _')
    .optional(),
  /** The device id (fingerprint2, a necessary cookie): how many devices an error touches. */
  device_id: trackingIdSchema.optional(),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type ClientLogEntry = z.input<typeof clientLogEntrySchema>;

export const clientLogsBodySchema = z.object({ entries: z.array(clientLogEntrySchema).min(1).max(CLIENT_LOG_BATCH_SIZE) });
export type ClientLogsBody = z.input<typeof clientLogsBodySchema>;

export const clientLogsReplySchema = z.object({ stored: z.number().int() });
