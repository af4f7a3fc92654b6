import { DateTime } from 'luxon';
import { STAFF_DASHBOARD_DEFAULT_DAYS, STAFF_DASHBOARD_MAX_DAYS, type StaffDashboardQuery } from '@stays/api-client';
import { ServiceError } from '@stays/server-core';

export interface DashboardPeriod {
  /** The first day, YYYY-MM-DD (UTC). */
  from: string;
  /** The last day, included. */
  to: string;
  /** [start, end) as instants, for occurred_at. */
  start: Date;
  end: Date;
}

/**
 * The days the dashboard reads: the caller's, or the last week up to today (UTC); `to` alone reads the week before
 * it, `from` alone reads up to today. Longer than a quarter, or backwards, is a 400 that says so.
 */
export function dashboardPeriod(query: Pick<StaffDashboardQuery, 'from' | 'to'>, now: Date): DashboardPeriod {
  const today = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day');
  const to = query.to ? DateTime.fromISO(query.to, { zone: 'utc' }) : today;
  const from = query.from ? DateTime.fromISO(query.from, { zone: 'utc' }) : to.minus({ days: STAFF_DASHBOARD_DEFAULT_DAYS - 1 });
  if (from > to) throw new ServiceError(400, 'DASHBOARD_PERIOD_INVALID', 'The period starts after it ends: choose a from day on or before the to day.');
  const days = to.diff(from, 'days').days + 1;
  if (days > STAFF_DASHBOARD_MAX_DAYS) {
    throw new ServiceError(400, 'DASHBOARD_PERIOD_TOO_LONG', `The dashboard reads at most ${STAFF_DASHBOARD_MAX_DAYS} days at once; this period has ${days}.`);
  }
  return { from: from.toISODate() ?? '', to: to.toISODate() ?? '', start: from.toJSDate(), end: to.plus({ days: 1 }).toJSDate() };
}
