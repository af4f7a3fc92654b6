import type { SqlClient } from '@stays/server-core';

/** The roles of the site team (`staff_roles`); guests never get one through any call of theirs. */
export type StaffRole = 'dashboard_viewer';

/** Whether an account holds a staff role. */
export async function hasStaffRole(database: SqlClient, userId: number, role: StaffRole): Promise<boolean> {
  const rows = await database.query<{ held: boolean }>(`SELECT true AS held FROM staff_roles WHERE user_id = $1 AND role = $2`, [userId, role]);
  return rows.length > 0;
}
