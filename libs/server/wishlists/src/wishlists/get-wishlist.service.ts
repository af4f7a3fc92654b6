import type { DefaultShortlist, ShortlistedHotelsList, WishlistCodeData, WishlistReply } from '@stays/api-client';
import { WISHLIST_MAX_ITEMS } from '@stays/brand-config';
import { toShortlistedProperty } from './shortlisted-property';
import { listWishlistItems } from './wishlist-items.repository';
import { findWishlistOfUser } from './wishlists.repository';
import type { SqlClient } from '@stays/server-core';

/** The site path of a shared wishlist (accounts-commerce §2 /wishlist/{wishlistCode}). */
export function wishlistCodeData(code: string | null): WishlistCodeData {
  return { code, path: code ? `/wishlist/${code}` : null };
}

async function ownWishlist(database: SqlClient, userId: number) {
  const wishlist = await findWishlistOfUser(database, userId);
  const properties = wishlist ? (await listWishlistItems(database, wishlist.id)).map(toShortlistedProperty) : [];
  const shortlist: DefaultShortlist = { count: properties.length, max_items: WISHLIST_MAX_ITEMS, code: wishlist?.share_code ?? null };
  return { properties, shortlist };
}

/** GET shortlisted-hotels-list: "The response has properties and default_shortlist". */
export async function getShortlistedHotelsList(database: SqlClient, userId: number): Promise<ShortlistedHotelsList> {
  const { properties, shortlist } = await ownWishlist(database, userId);
  return { properties, default_shortlist: shortlist };
}

/** GET wishlist: the saved hotels ("hotels, count, defaultShortlistResponse") and the share link ("code data"). */
export async function getWishlist(database: SqlClient, userId: number): Promise<WishlistReply> {
  const { properties, shortlist } = await ownWishlist(database, userId);
  return { data: { hotels: properties, count: properties.length, defaultShortlistResponse: shortlist }, code_data: wishlistCodeData(shortlist.code) };
}
