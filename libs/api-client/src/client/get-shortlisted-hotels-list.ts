import { wishlistRoutes } from '../contracts/wishlist-routes';
import type { ShortlistedHotelsList } from '../contracts/wishlist';
import { getJson, type ApiClientOptions } from './http';

/** GET shortlisted-hotels-list: the signed-in guest's shortlisted properties (401 for a guest not signed in). */
export function getShortlistedHotelsList(options: ApiClientOptions, signal?: AbortSignal): Promise<ShortlistedHotelsList> {
  return getJson(
    options,
    wishlistRoutes.shortlistedHotelsList,
    {},
    () => import('../contracts/wishlist').then((contract) => contract.shortlistedHotelsListSchema),
    signal,
  );
}
