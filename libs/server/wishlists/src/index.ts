export { shortlistHotel } from './wishlists/shortlist-hotel.service';
export { getShortlistedHotelsList, getWishlist, wishlistCodeData } from './wishlists/get-wishlist.service';
export { generateNewLink, getSharedWishlist, newShareCode, removeSharedWishlist } from './wishlists/share-wishlist.service';
export { markShortlisted } from './wishlists/mark-shortlisted';
export { AUTOCOMPLETE_FEEDBACK_LIMIT, recordAutocompleteFeedback, type ParsedAutocompleteFeedback } from './feedback/record-autocomplete-feedback';
