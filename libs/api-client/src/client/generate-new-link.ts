import { CSRF_HEADER } from '../contracts/account-routes';
import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { WishlistCodeData } from '../contracts/wishlist';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST generateNewLink: a new share link for the signed-in guest's wishlist; any older link stops working. */
export function generateNewLink(options: ApiClientOptions, csrfToken: string, signal?: AbortSignal): Promise<WishlistCodeData> {
  return sendJson(
    options,
    'POST',
    wishlistRoutes.generateNewLink,
    {},
    () => import('../contracts/wishlist').then((contract) => contract.wishlistCodeDataSchema),
    { headers: { [CSRF_HEADER]: csrfToken }, signal },
  );
}
