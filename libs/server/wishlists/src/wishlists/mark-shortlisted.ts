import { shortlistedPropertyIds } from './wishlists.repository';
import type { SqlClient } from '@stays/server-core';

/**
 * Search results and the hotel page for a signed-in guest: each property's isShortListed from their wishlist
 * (guest-journey §3 "shortlisted or isShortListed"). A guest not signed in (userId null) gets them as they are.
 */
export async function markShortlisted<T extends { id: number; isShortListed: boolean }>(
  database: SqlClient,
  userId: number | null,
  hotels: readonly T[],
): Promise<T[]> {
  if (userId === null || hotels.length === 0) return [...hotels];
  const shortlisted = await shortlistedPropertyIds(
    database,
    userId,
    hotels.map((hotel) => hotel.id),
  );
  return hotels.map((hotel) => ({ ...hotel, isShortListed: shortlisted.has(hotel.id) }));
}
