import { randomBytes } from 'node:crypto';
import type { SharedWishlistReply, WishlistCodeData } from '@stays/api-client';
import { wishlistCodeData } from './get-wishlist.service';
import { toShortlistedProperty } from './shortlisted-property';
import { listWishlistItems } from './wishlist-items.repository';
import { findOrCreateWishlist, findWishlistByShareCode, findWishlistOfUser, setShareCode } from './wishlists.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

/** 144 random bits, URL-safe: a link can be shared, never guessed or counted through. */
export function newShareCode(): string {
  return randomBytes(18).toString('base64url');
}

/** POST generateNewLink: a fresh code; the previous link stops working. */
export async function generateNewLink(database: SqlClient, userId: number, now: Date, makeCode: () => string = newShareCode): Promise<WishlistCodeData> {
  const wishlist = await findOrCreateWishlist(database, userId);
  const code = makeCode();
  await setShareCode(database, wishlist.id, code, now);
  return wishlistCodeData(code);
}

/** POST removeSharedWishlist: the link stops working; the list itself stays. */
export async function removeSharedWishlist(database: SqlClient, userId: number, now: Date): Promise<WishlistCodeData> {
  const wishlist = await findWishlistOfUser(database, userId);
  if (wishlist) await setShareCode(database, wishlist.id, null, now);
  return wishlistCodeData(null);
}

/**
 * GET wishlist/{wishlistCode}: the properties of a shared list, for anyone with the link. Nothing about its owner
 * (name, account, contact) goes out; an unknown or withdrawn code is 404, the same answer for both.
 */
export async function getSharedWishlist(database: SqlClient, code: string): Promise<SharedWishlistReply> {
  const wishlist = await findWishlistByShareCode(database, code);
  if (!wishlist) throw new ServiceError(404, 'WISHLIST_NOT_FOUND', 'This wishlist link no longer works. Ask for a new one.');
  const hotels = (await listWishlistItems(database, wishlist.id)).map((row) => ({ ...toShortlistedProperty(row), isShortListed: false }));
  return { data: { hotels, count: hotels.length }, code_data: wishlistCodeData(code) };
}
