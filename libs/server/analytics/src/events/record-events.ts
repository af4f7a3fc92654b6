import type { z } from 'zod';
import type { sendDataBodySchema } from '@stays/api-client';
import { SqlParams, type SqlClient } from '@stays/server-core';

type ParsedEvent = z.output<typeof sendDataBodySchema>['events'][number];

const DAY_MS = 86_400_000;

/**
 * "POST /analytics/sendData": stores a validated batch in one statement. The device's clock is trusted within a day:
 * an event queued offline keeps its time, one dated in the future or more than a day back is stored as received now
 * or a day ago (a dashboard by day must not be skewed by a wrong clock).
 */
export async function recordAnalyticsEvents(database: SqlClient, events: readonly ParsedEvent[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  const params = new SqlParams();
  const receivedAt = params.add(now);
  const rows = events.map((event) =>
    [
      params.add(event.name),
      params.add(event.page_type),
      params.add(event.brand),
      params.add(event.country),
      params.add(event.route),
      params.add(event.session_id),
      params.add(event.device_id ?? null),
      params.add(clampOccurredAt(new Date(event.occurred_at), now)),
      params.add(JSON.stringify(event.payload), 'jsonb'),
      receivedAt,
    ].join(', '),
  );
  await database.query(
    `INSERT INTO analytics_events (event_name, page_type, brand, country, route, session_id, device_id, occurred_at, payload, received_at)
     VALUES ${rows.map((row) => `(${row})`).join(', ')}`,
    params.values,
  );
  return events.length;
}

/** The device's clock, trusted within a day. */
export function clampOccurredAt(occurredAt: Date, now: Date): Date {
  if (occurredAt.getTime() > now.getTime()) return now;
  if (occurredAt.getTime() < now.getTime() - DAY_MS) return new Date(now.getTime() - DAY_MS);
  return occurredAt;
}

/** How often one address may send a batch: a guest's tab sends a few a minute, a script far more. */
export const ANALYTICS_SEND_LIMIT = { name: 'analytics_send:address', limit: 60, windowSeconds: 60 } as const;
