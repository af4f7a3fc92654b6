import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { WishlistReply } from '../contracts/wishlist';
import { getJson, type ApiClientOptions } from './http';

/** GET wishlist: the signed-in guest's saved hotels and share link (401 for a guest not signed in). */
export function getWishlist(options: ApiClientOptions, signal?: AbortSignal): Promise<WishlistReply> {
  return getJson(options, wishlistRoutes.wishlist, {}, () => import('../contracts/wishlist').then((contract) => contract.wishlistReplySchema), signal);
}
