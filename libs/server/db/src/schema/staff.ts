import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The site team's roles, apart from the guest's own `users.roles` (which the account calls read and corporate admins
 * manage): no guest-facing call writes this table. A role is granted by the team's tooling (the seed grants the demo
 * analyst), and `dashboard_viewer` opens the staff dashboard of the stored analytics events.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] }), check('staff_roles_role_check', sql`${table.role} IN ('dashboard_viewer')`)],
);
