import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * "POST /analytics/sendData" (accounts-commerce §7): the events the site sends with the guest's consent (page views,
 * scroll milestones, search type, drop-offs, the booking funnel's steps). Shaped for a dashboard: page views by page
 * type and brand, and a funnel per session (search → hotel → summary → booking) over time. No account id and no
 * address: a session id (per browser tab visit) and the device id (fingerprint2) only.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventName: text('event_name').notNull(),
    /** The tracking page type (accounts-commerce §2 "Page types used for tracking"). */
    pageType: text('page_type').notNull(),
    brand: text('brand').notNull(),
    country: text('country').notNull(),
    /** The path the event happened on (no query string: it may carry personal data). */
    route: text('route').notNull(),
    sessionId: text('session_id').notNull(),
    deviceId: text('device_id'),
    /** When it happened on the guest's device (clamped by the API to the last day, never in the future). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').notNull().default({}),
  },
  (table) => [
    check('analytics_events_name_check', sql`${table.eventName} ~ '^[a-z][a-z0-9_]{0,47}$'`),
    index('analytics_events_page_views_idx').on(table.eventName, table.occurredAt, table.pageType, table.brand),
    index('analytics_events_session_idx').on(table.sessionId, table.occurredAt),
  ],
);

/**
 * "Client logging posts batches" (accounts-commerce §7, §9): the site's own errors and warnings, necessary for running
 * the site. Nothing personal: the site scrubs e-mail addresses, phone numbers, tokens and query strings from messages
 * and stacks before sending, and never logs form values; the device id (fingerprint2) and the browser's user agent
 * tell how many devices and which browsers an error touches.
 */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    /** Cut by the site to 2,000 characters. */
    stack: text('stack'),
    route: text('route').notNull(),
    pageType: text('page_type').notNull(),
    brand: text('brand').notNull(),
    /** The site's build the entry came from. */
    release: text('release'),
    deviceId: text('device_id'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('client_logs_level_check', sql`${table.level} IN ('error', 'warn', 'info')`),
    index('client_logs_received_idx').on(table.receivedAt, table.level),
    index('client_logs_route_idx').on(table.route, table.occurredAt),
  ],
);
