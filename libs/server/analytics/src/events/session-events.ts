import type { SqlClient } from '@stays/server-core';

export interface StoredAnalyticsEvent {
  name: string;
  page_type: string;
  brand: string;
  country: string;
  route: string;
  session_id: string;
  device_id: string | null;
  occurred_at: string;
  payload: Record<string, unknown>;
}

/** The events stored for one session, oldest first (the dev route a journey reads; at most 200). */
export async function readSessionEvents(database: SqlClient, sessionId: string): Promise<StoredAnalyticsEvent[]> {
  const rows = await database.query<{
    event_name: string;
    page_type: string;
    brand: string;
    country: string;
    route: string;
    session_id: string;
    device_id: string | null;
    occurred_at: Date;
    payload: Record<string, unknown>;
  }>(
    `SELECT event_name, page_type, brand, country, route, session_id, device_id, occurred_at, payload
       FROM analytics_events WHERE session_id = $1 ORDER BY occurred_at, id LIMIT 200`,
    [sessionId],
  );
  return rows.map((row) => ({
    name: row.event_name,
    page_type: row.page_type,
    brand: row.brand,
    country: row.country,
    route: row.route,
    session_id: row.session_id,
    device_id: row.device_id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload,
  }));
}
