/** Whether a property is a hotel or a home (its pictures differ); null when there is no such property. */
export async function findPropertyType(database: SqlClient, propertyId: number): Promise<'hotel' | 'home' | null> {
  const rows = await database.query<{ property_type: 'hotel' | 'home' }>('SELECT property_type FROM properties WHERE id = $1', [propertyId]);
  return rows[0]?.property_type ?? null;
}

/** Whether a property exists but is switched off (status 'disabled'). */
export async function isPropertyDisabled(database: SqlClient, propertyId: number): Promise<boolean> {
  const rows = await database.query<{ status: string }>('SELECT status FROM properties WHERE id = $1', [propertyId]);
  return rows[0]?.status === 'disabled';
}

import type { SqlClient } from '@stays/server-core';
