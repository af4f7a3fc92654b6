export interface MembershipRow {
  id: number;
  plan: 'wizard' | 'wizard_plus';
  status: 'pending' | 'member' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
  home_hotel_id: number | null;
}

/** A guest's latest wizard subscription (the newest start), or null for a guest who never joined. */
export async function findLatestMembership(database: SqlClient, userId: number): Promise<MembershipRow | null> {
  const [row] = await database.query<MembershipRow>(
    `SELECT id, plan, status, starts_at, ends_at, home_hotel_id FROM wizard_memberships
      WHERE user_id = $1 ORDER BY (status = 'pending') DESC, starts_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return row ? { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) } : null;
}

export async function insertMembership(
  database: SqlClient,
  membership: { userId: number; plan: MembershipRow['plan']; status: MembershipRow['status']; startsAt: Date; endsAt: Date; homeHotelId?: number | null },
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO wizard_memberships (user_id, plan, status, starts_at, ends_at, home_hotel_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [membership.userId, membership.plan, membership.status, membership.startsAt, membership.endsAt, membership.homeHotelId ?? null],
  );
  if (!row) throw new Error('membership not inserted');
  return row.id;
}

/** What the wizard discount saved a guest, per currency, on bookings not cancelled, and how many bookings. */
export async function findWizardSavings(database: SqlClient, userId: number): Promise<{ currency_code: string; amount: number; bookings: number }[]> {
  return database.query(
    `SELECT currency_code, SUM(wizard_discount)::int AS amount, count(*)::int AS bookings
       FROM bookings WHERE user_id = $1 AND wizard_discount > 0 AND state <> 'cancelled'
      GROUP BY currency_code ORDER BY currency_code`,
    [userId],
  );
}

import type { SqlClient } from '@stays/server-core';
