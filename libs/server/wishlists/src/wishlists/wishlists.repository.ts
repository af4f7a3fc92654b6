export interface WishlistRow {
  id: number;
  user_id: number;
  share_code: string | null;
}

/** The account's one wishlist, made on first use (two tabs at once still end with one: the unique user index). */
export async function findOrCreateWishlist(database: SqlClient, userId: number): Promise<WishlistRow> {
  await database.query(`INSERT INTO wishlists (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
  const [row] = await database.query<WishlistRow>(`SELECT id, user_id, share_code FROM wishlists WHERE user_id = $1`, [userId]);
  if (!row) throw new Error(`the wishlist of user ${userId} was not created`);
  return row;
}

/** The account's wishlist locked until the transaction ends: adds are counted one at a time against the cap. */
export async function lockWishlist(database: SqlClient, wishlistId: number): Promise<void> {
  await database.query(`SELECT id FROM wishlists WHERE id = $1 FOR UPDATE`, [wishlistId]);
}

export async function findWishlistOfUser(database: SqlClient, userId: number): Promise<WishlistRow | null> {
  const [row] = await database.query<WishlistRow>(`SELECT id, user_id, share_code FROM wishlists WHERE user_id = $1`, [userId]);
  return row ?? null;
}

export async function findWishlistByShareCode(database: SqlClient, shareCode: string): Promise<WishlistRow | null> {
  const [row] = await database.query<WishlistRow>(`SELECT id, user_id, share_code FROM wishlists WHERE share_code = $1`, [shareCode]);
  return row ?? null;
}

export async function setShareCode(database: SqlClient, wishlistId: number, shareCode: string | null, now: Date): Promise<void> {
  await database.query(`UPDATE wishlists SET share_code = $2, shared_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END WHERE id = $1`, [
    wishlistId,
    shareCode,
    now,
  ]);
}

export async function countWishlistItems(database: SqlClient, wishlistId: number): Promise<number> {
  const [row] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM wishlist_items WHERE wishlist_id = $1`, [wishlistId]);
  return row?.count ?? 0;
}

export async function hasWishlistItem(database: SqlClient, wishlistId: number, propertyId: number): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM wishlist_items WHERE wishlist_id = $1 AND property_id = $2`, [wishlistId, propertyId]);
  return rows.length > 0;
}

export async function insertWishlistItem(database: SqlClient, wishlistId: number, propertyId: number, now: Date): Promise<void> {
  await database.query(`INSERT INTO wishlist_items (wishlist_id, property_id, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    wishlistId,
    propertyId,
    now,
  ]);
}

export async function deleteWishlistItem(database: SqlClient, wishlistId: number, propertyId: number): Promise<void> {
  await database.query(`DELETE FROM wishlist_items WHERE wishlist_id = $1 AND property_id = $2`, [wishlistId, propertyId]);
}

/** An active property's id, or null: only bookable stays go on a wishlist. */
export async function findActivePropertyId(database: SqlClient, propertyId: number): Promise<number | null> {
  const [row] = await database.query<{ id: number }>(`SELECT id FROM properties WHERE id = $1 AND status = 'active'`, [propertyId]);
  return row?.id ?? null;
}

/** Of these property ids, the ones on the user's wishlist. */
export async function shortlistedPropertyIds(database: SqlClient, userId: number, propertyIds: readonly number[]): Promise<Set<number>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await database.query<{ property_id: number }>(
    `SELECT i.property_id FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id
      WHERE w.user_id = $1 AND i.property_id = ANY($2::int[])`,
    [userId, [...propertyIds]],
  );
  return new Set(rows.map((row) => row.property_id));
}

import type { SqlClient } from '@stays/server-core';
