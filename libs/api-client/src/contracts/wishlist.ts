import { z } from 'zod';
import { propertyTypeSchema, queryInt } from './common';
import { suggestionTypeSchema } from './autocomplete';
import { ratingsSchema } from './hotel-summary';

/** A share code: unguessable, URL-safe. */
export const wishlistCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a wishlist code');

export const shortlistHotelBodySchema = z.object({
  hotel_id: queryInt.positive(),
  /** 'add' (the default) or 'remove': shortlisting flips isShortListed (guest-journey §4). */
  action: z.enum(['add', 'remove']).default('add'),
});
export type ShortlistHotelBody = z.input<typeof shortlistHotelBodySchema>;

/** The default shortlist of an account (accounts-commerce §3 "default_shortlist"). */
export const defaultShortlistSchema = z.object({
  count: z.number().int().nonnegative(),
  max_items: z.number().int().positive(),
  /** The share code while the list is shared, else null. */
  code: wishlistCodeSchema.nullable(),
});
export type DefaultShortlist = z.infer<typeof defaultShortlistSchema>;

export const shortlistHotelReplySchema = z.object({
  hotel_id: z.number().int(),
  isShortListed: z.boolean(),
  default_shortlist: defaultShortlistSchema,
});
export type ShortlistHotelReply = z.infer<typeof shortlistHotelReplySchema>;

/** A shortlisted property (accounts-commerce §3): what a wishlist card shows, without a stay's price. */
export const shortlistedPropertySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  locality: z.string().nullable(),
  country_id: z.number().int(),
  country_name: z.string(),
  property_type: propertyTypeSchema,
  display_category: z.string(),
  no_of_people: z.number().int().nullable(),
  no_of_pets: z.number().int().nullable(),
  no_of_bedrooms: z.number().int().nullable(),
  ratings: ratingsSchema,
  best_image: z.string(),
  isShortListed: z.boolean(),
  added_at: z.string(),
});
export type ShortlistedProperty = z.infer<typeof shortlistedPropertySchema>;

/** GET shortlisted-hotels-list: "The response has properties and default_shortlist". */
export const shortlistedHotelsListSchema = z.object({
  properties: z.array(shortlistedPropertySchema),
  default_shortlist: defaultShortlistSchema,
});
export type ShortlistedHotelsList = z.infer<typeof shortlistedHotelsListSchema>;

/** "Saved hotels: hotels, count, defaultShortlistResponse". */
export const savedHotelsSchema = z.object({
  hotels: z.array(shortlistedPropertySchema),
  count: z.number().int().nonnegative(),
  defaultShortlistResponse: defaultShortlistSchema,
});
export type SavedHotels = z.infer<typeof savedHotelsSchema>;

/** The share link's state ("code data"). */
export const wishlistCodeDataSchema = z.object({
  code: wishlistCodeSchema.nullable(),
  /** The site path a guest shares: /wishlist/{wishlistCode}; null while not shared. */
  path: z.string().nullable(),
});
export type WishlistCodeData = z.infer<typeof wishlistCodeDataSchema>;

/** GET wishlist: "Wishlist has data and code data". */
export const wishlistReplySchema = z.object({
  data: savedHotelsSchema,
  code_data: wishlistCodeDataSchema,
});
export type WishlistReply = z.infer<typeof wishlistReplySchema>;

/** GET wishlist/{wishlistCode}: the shared list, for anyone with the link; nothing about its owner. */
export const sharedWishlistReplySchema = z.object({
  data: z.object({ hotels: z.array(shortlistedPropertySchema), count: z.number().int().nonnegative() }),
  code_data: wishlistCodeDataSchema,
});
export type SharedWishlistReply = z.infer<typeof sharedWishlistReplySchema>;

export const sharedWishlistParamsSchema = z.object({ wishlistCode: wishlistCodeSchema });

/** generateNewLink and removeSharedWishlist take no field; an empty JSON object is the body. */
export const wishlistLinkBodySchema = z.object({}).strict().default({});

/** POST autocompletenew/feedback (guest-journey §7 "POST autocomplete feedback"). */
export const autocompleteFeedbackBodySchema = z.object({
  query: z.string().trim().min(1).max(100),
  suggestion_id: z.string().trim().min(1).max(64),
  suggestion_type: suggestionTypeSchema,
  action: z.enum(['selected', 'dismissed']).default('selected'),
  /** The suggestion's place in the list shown, from 0. */
  position: z.number().int().min(0).max(50).optional(),
  brand_name: z.string().max(40).optional(),
  /** The id the client sent GET autocomplete as `userId` (a device's id for a guest not signed in); the session names a signed-in guest. */
  userId: z.string().trim().min(1).max(64).optional(),
  /** The device the guest typed on. */
  device: z.enum(['desktop', 'mobile', 'app']).optional(),
});
export type AutocompleteFeedbackBody = z.input<typeof autocompleteFeedbackBodySchema>;

export const feedbackAckSchema = z.object({ recorded: z.boolean() });
export type FeedbackAck = z.infer<typeof feedbackAckSchema>;
