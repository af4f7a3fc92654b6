export { ShortlistProvider } from './shortlist/ShortlistProvider';
export { ShortlistHeart } from './shortlist/ShortlistHeart';
export { WishlistView } from './wishlist-page/WishlistView';
export { SharedWishlistView } from './shared-wishlist/SharedWishlistView';
