import { CSRF_HEADER } from '../contracts/account-routes';
import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { ShortlistHotelBody, ShortlistHotelReply } from '../contracts/wishlist';
import type { ApiClientOptions } from './http';
import { sendJson } from './send-json';

/** POST shortlisthotel: adds a property to the signed-in guest's wishlist, or takes it off (action 'remove'). */
export function shortlistHotel(options: ApiClientOptions, body: ShortlistHotelBody, csrfToken: string, signal?: AbortSignal): Promise<ShortlistHotelReply> {
  return sendJson(
    options,
    'POST',
    wishlistRoutes.shortlistHotel,
    body,
    () => import('../contracts/wishlist').then((contract) => contract.shortlistHotelReplySchema),
    { headers: { [CSRF_HEADER]: csrfToken }, signal },
  );
}
