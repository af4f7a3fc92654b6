export { wishlistMessages } from './messages';
export { ShortlistProvider, type ShortlistProviderProps } from './shortlist/ShortlistProvider';
export { ShortlistHeart, type ShortlistHeartProps } from './shortlist/ShortlistHeart';
export { ShortlistStatus, type ShortlistStatusProps } from './shortlist/ShortlistStatus';
export { PENDING_SHORTLIST_PARAM, pendingShortlist, signInToShortlistHref, withoutPendingShortlist } from './shortlist/pending-shortlist';
export { WishlistCard, type WishlistCardProps } from './card/WishlistCard';
export { WishlistView, type WishlistViewProps } from './wishlist-page/WishlistView';
export { ShareLinkPanel, type ShareLinkPanelProps } from './wishlist-page/ShareLinkPanel';
export { SharedWishlistView, type SharedWishlistViewProps } from './shared-wishlist/SharedWishlistView';
