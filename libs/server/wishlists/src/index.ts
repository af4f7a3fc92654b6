export { shortlistHotel } from './wishlists/shortlist-hotel.service';
export { getShortlistedHotelsList, getWishlist } from './wishlists/get-wishlist.service';
export { generateNewLink, getSharedWishlist, removeSharedWishlist } from './wishlists/share-wishlist.service';
export { markShortlisted } from './wishlists/mark-shortlisted';
export { AUTOCOMPLETE_FEEDBACK_LIMIT, recordAutocompleteFeedback } from './feedback/record-autocomplete-feedback';
