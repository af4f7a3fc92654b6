import type { SqlClient } from '@stays/server-core';
import { findLatestMembership } from '../memberships/memberships.repository';
import { subscriptionStatusOf } from '../memberships/wizard-status.service';
import type { CurrentMembership } from './wizard-plans';

/** The guest's membership as buying reads it: a cancelled (or never paid) one counts as none. */
export async function currentMembership(database: SqlClient, userId: number, now: Date): Promise<CurrentMembership | null> {
  const row = await findLatestMembership(database, userId);
  if (!row || row.status !== 'member') return null;
  return { id: row.id, plan: row.plan, startsAt: row.starts_at, endsAt: row.ends_at, running: subscriptionStatusOf(row, now) === 'member' };
}
