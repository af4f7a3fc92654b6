import { z } from 'zod';
import { TRACKING_PAGE_TYPES, trackingBrandSchema, trackingIdSchema, trackingRouteSchema } from './analytics';
// The limits and the path live apart, without zod, so that the page's client log does not carry the schemas.
import { CLIENT_LOG_BATCH_SIZE, CLIENT_LOG_MESSAGE_MAX, CLIENT_LOG_STACK_MAX } from './client-log-limits';

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
