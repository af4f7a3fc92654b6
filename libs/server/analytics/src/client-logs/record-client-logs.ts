import type { z } from 'zod';
import type { clientLogsBodySchema } from '@stays/api-client';
import { SqlParams, type SqlClient } from '@stays/server-core';
import { clampOccurredAt } from '../events/record-events';

type ParsedEntry = z.output<typeof clientLogsBodySchema>['entries'][number];

/** A user agent is kept to this many characters: enough to tell the browser and its version. */
const USER_AGENT_MAX = 300;

/**
 * "Client logging posts batches" (accounts-commerce §7): stores a validated batch in one statement, with the browser's
 * user agent (from the request, not the body) and the device's time clamped to the last day like the tracking events.
 */
export async function recordClientLogs(database: SqlClient, entries: readonly ParsedEntry[], userAgent: string | undefined, now: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const params = new SqlParams();
  const receivedAt = params.add(now);
  const agent = params.add(userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null);
  const rows = entries.map((entry) =>
    [
      params.add(entry.level),
      params.add(entry.message),
      params.add(entry.stack ?? null),
      params.add(entry.route),
      params.add(entry.page_type),
      params.add(entry.brand),
      params.add(entry.release ?? null),
      params.add(entry.device_id ?? null),
      agent,
      params.add(clampOccurredAt(new Date(entry.occurred_at), now)),
      receivedAt,
    ].join(', '),
  );
  await database.query(
    `INSERT INTO client_logs (level, message, stack, route, page_type, brand, release, device_id, user_agent, occurred_at, received_at)
     VALUES ${rows.map((row) => `(${row})`).join(', ')}`,
    params.values,
  );
  return entries.length;
}

/** How often one address may send a batch: a tab sends one every 10 seconds at most unless errors pile up. */
export const CLIENT_LOGS_LIMIT = { name: 'client_logs:address', limit: 30, windowSeconds: 60 } as const;
