import { sharedWishlistPath } from '../contracts/wishlist-routes';
import type { SharedWishlistReply } from '../contracts/wishlist';
import { getJson, type ApiClientOptions } from './http';

/** GET wishlist/{wishlistCode}: a shared wishlist, for anyone holding the link (404 once it is no longer shared). */
export function getSharedWishlist(options: ApiClientOptions, wishlistCode: string, signal?: AbortSignal): Promise<SharedWishlistReply> {
  return getJson(
    options,
    sharedWishlistPath(wishlistCode),
    {},
    () => import('../contracts/wishlist').then((contract) => contract.sharedWishlistReplySchema),
    signal,
  );
}
