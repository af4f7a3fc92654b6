import { API_PREFIX } from '../routes';

/** Paths of the wishlist calls (guest-journey §7, accounts-commerce §7 "Wishlist, rewards, referral, help"). */
export const wishlistRoutes = {
  /** POST: add a property to (or, with action 'remove', take it off) the signed-in guest's wishlist. */
  shortlistHotel: `${API_PREFIX}/shortlisthotel`,
  /** GET: the signed-in guest's shortlisted properties and their default shortlist. */
  shortlistedHotelsList: `${API_PREFIX}/shortlisted-hotels-list`,
  /** GET: the signed-in guest's wishlist page (saved hotels and the share code). */
  wishlist: `${API_PREFIX}/wishlist`,
  /** GET: a shared wishlist by its code, for anyone holding the link; no personal data. */
  sharedWishlist: `${API_PREFIX}/wishlist/:wishlistCode`,
  /** POST: a new share link (the old one stops working). */
  generateNewLink: `${API_PREFIX}/generateNewLink`,
  /** POST: stop sharing (the link stops working). */
  removeSharedWishlist: `${API_PREFIX}/removeSharedWishlist`,
  /** POST: which autocomplete suggestion a guest picked for what they typed. */
  autocompleteFeedback: `${API_PREFIX}/autocompletenew/feedback`,
} as const;

export function sharedWishlistPath(wishlistCode: string): string {
  return wishlistRoutes.sharedWishlist.replace(':wishlistCode', encodeURIComponent(wishlistCode));
}
