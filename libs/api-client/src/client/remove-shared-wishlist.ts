import { CSRF_HEADER } from '../contracts/account-routes';
import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { WishlistCodeData } from '../contracts/wishlist';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST removeSharedWishlist: stops sharing the signed-in guest's wishlist (its link answers 404 from then on). */
export function removeSharedWishlist(options: ApiClientOptions, csrfToken: string, signal?: AbortSignal): Promise<WishlistCodeData> {
  return sendJson(
    options,
    'POST',
    wishlistRoutes.removeSharedWishlist,
    {},
    () => import('../contracts/wishlist').then((contract) => contract.wishlistCodeDataSchema),
    { headers: { [CSRF_HEADER]: csrfToken }, signal },
  );
}
