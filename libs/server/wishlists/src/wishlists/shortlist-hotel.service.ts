import type { ShortlistHotelReply } from '@stays/api-client';
import { WISHLIST_MAX_ITEMS } from '@stays/brand-config';
import {
  countWishlistItems,
  deleteWishlistItem,
  findActivePropertyId,
  findOrCreateWishlist,
  hasWishlistItem,
  insertWishlistItem,
  lockWishlist,
} from './wishlists.repository';
import { type TransactionalDatabase, ServiceError } from '@stays/server-core';

/**
 * POST shortlisthotel for the signed-in guest: "Shortlisting flips isShortListed" (guest-journey §4). Adding is
 * idempotent; "Wishlist up to 50 items" (accounts-commerce §9) refuses the 51st with 409, counted under a row lock
 * of the list so two processes adding at once cannot pass the cap together.
 */
export async function shortlistHotel(
  database: TransactionalDatabase,
  userId: number,
  request: { hotel_id: number; action: 'add' | 'remove' },
  now: Date,
): Promise<ShortlistHotelReply> {
  return database.transaction(async (tx) => {
    const wishlist = await findOrCreateWishlist(tx, userId);
    await lockWishlist(tx, wishlist.id);
    if (request.action === 'remove') {
      await deleteWishlistItem(tx, wishlist.id, request.hotel_id);
    } else {
      if ((await findActivePropertyId(tx, request.hotel_id)) === null) {
        throw new ServiceError(404, 'HOTEL_NOT_FOUND', 'This stay is no longer available.');
      }
      if (!(await hasWishlistItem(tx, wishlist.id, request.hotel_id))) {
        if ((await countWishlistItems(tx, wishlist.id)) >= WISHLIST_MAX_ITEMS) {
          throw new ServiceError(409, 'WISHLIST_FULL', `Your wishlist holds up to ${WISHLIST_MAX_ITEMS} stays. Remove one to add another.`);
        }
        await insertWishlistItem(tx, wishlist.id, request.hotel_id, now);
      }
    }
    return {
      hotel_id: request.hotel_id,
      isShortListed: request.action === 'add',
      default_shortlist: { count: await countWishlistItems(tx, wishlist.id), max_items: WISHLIST_MAX_ITEMS, code: wishlist.share_code },
    };
  });
}
