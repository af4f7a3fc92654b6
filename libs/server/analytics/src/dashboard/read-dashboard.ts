import { DASHBOARD_WEB_VITALS, FUNNEL_STEPS, type StaffDashboardReply } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';
import type { DashboardPeriod } from './dashboard-period';

/** How many routes the web-vitals chart ranks: those with the most samples in the period. */
const WEB_VITAL_ROUTES = 12;

type Brand = StaffDashboardReply['brand'];

/** The events of the period and brand: $1 start, $2 end (excluded), $3 the brand or NULL for every brand. */
const SCOPE = `occurred_at >= $1 AND occurred_at < $2 AND ($3::text IS NULL OR brand = $3::text)`;

/**
 * The staff dashboard of the stored events (`analytics_events`), aggregated in SQL: page views by page type and brand,
 * the booking funnel by distinct session, and the web vitals' 75th percentile per route.
 */
export async function readStaffDashboard(database: SqlClient, period: DashboardPeriod, brand: Brand): Promise<StaffDashboardReply> {
  const scope = [period.start, period.end, brand];
  const [total, pageViews, funnel, webVitals] = await Promise.all([
    database.query<{ events: number }>(`SELECT count(*)::int AS events FROM analytics_events WHERE ${SCOPE}`, scope),
    readPageViews(database, scope),
    readFunnel(database, scope),
    readWebVitals(database, scope),
  ]);
  return { from: period.from, to: period.to, brand, total_events: total[0]?.events ?? 0, page_views: pageViews, funnel, web_vitals: webVitals };
}

function readPageViews(database: SqlClient, scope: unknown[]) {
  return database.query<{ page_type: string; brand: string; views: number }>(
    `SELECT page_type, brand, count(*)::int AS views FROM analytics_events
      WHERE event_name = 'page_view' AND ${SCOPE}
      GROUP BY page_type, brand ORDER BY views DESC, page_type, brand`,
    scope,
  );
}

/**
 * A session counts at a step when it reached every step before it, in order: the search page, then a hotel page, then
 * the booking summary, then the booking's success page. Each step is the first time after the step before.
 */
async function readFunnel(database: SqlClient, scope: unknown[]): Promise<StaffDashboardReply['funnel']> {
  const rows = await database.query<Record<(typeof FUNNEL_STEPS)[number], number>>(
    `WITH steps AS (
       SELECT session_id, occurred_at,
              CASE WHEN event_name = 'booking_summary_view' THEN 'summary'
                   WHEN page_type = 'Search Page' THEN 'search'
                   WHEN page_type = 'Hotel Page' THEN 'hotel'
                   ELSE 'booking' END AS step
         FROM analytics_events
        WHERE ${SCOPE}
          AND (event_name = 'booking_summary_view' OR (event_name = 'page_view' AND page_type IN ('Search Page', 'Hotel Page', 'Booking Success')))
     ),
     searched AS (SELECT session_id, min(occurred_at) AS at FROM steps WHERE step = 'search' GROUP BY session_id),
     hotel AS (
       SELECT s.session_id, min(s.occurred_at) AS at FROM steps s JOIN searched p ON p.session_id = s.session_id AND s.occurred_at >= p.at
        WHERE s.step = 'hotel' GROUP BY s.session_id
     ),
     summary AS (
       SELECT s.session_id, min(s.occurred_at) AS at FROM steps s JOIN hotel p ON p.session_id = s.session_id AND s.occurred_at >= p.at
        WHERE s.step = 'summary' GROUP BY s.session_id
     ),
     booked AS (
       SELECT s.session_id FROM steps s JOIN summary p ON p.session_id = s.session_id AND s.occurred_at >= p.at
        WHERE s.step = 'booking' GROUP BY s.session_id
     )
     SELECT (SELECT count(*) FROM searched)::int AS search, (SELECT count(*) FROM hotel)::int AS hotel,
            (SELECT count(*) FROM summary)::int AS summary, (SELECT count(*) FROM booked)::int AS booking`,
    scope,
  );
  const counts = rows[0];
  return FUNNEL_STEPS.map((step, index) => {
    const sessions = counts?.[step] ?? 0;
    const previous = index === 0 ? 0 : (counts?.[FUNNEL_STEPS[index - 1] ?? step] ?? 0);
    return { step, sessions, conversion: previous > 0 ? sessions / previous : null };
  });
}

/** LCP, INP and CLS p75 for the routes with the most samples (a route is the path the page was loaded on). */
function readWebVitals(database: SqlClient, scope: unknown[]): Promise<StaffDashboardReply['web_vitals']> {
  return database.query<StaffDashboardReply['web_vitals'][number]>(
    `WITH vitals AS (
       SELECT route, payload->>'metric' AS metric, (payload->>'value')::float8 AS value
         FROM analytics_events
        WHERE event_name = 'web_vital' AND ${SCOPE}
          AND payload->>'metric' = ANY($4::text[]) AND jsonb_typeof(payload->'value') = 'number'
     ),
     busiest AS (SELECT route FROM vitals GROUP BY route ORDER BY count(*) DESC, route LIMIT ${WEB_VITAL_ROUTES})
     SELECT route, metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value)::float8 AS p75, count(*)::int AS samples
       FROM vitals WHERE route IN (SELECT route FROM busiest)
      GROUP BY route, metric ORDER BY route, metric`,
    [...scope, [...DASHBOARD_WEB_VITALS]],
  );
}
