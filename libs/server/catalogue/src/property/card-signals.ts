import type { HotelBadge, PriceDrop, UrgencyInfo } from '@stays/api-client';
import type { StayPrice } from '@stays/pricing';

const TOP_RATED_MIN_RATING = 4.5;
const TOP_RATED_MIN_REVIEWS = 50;
const GUEST_FAVOURITE_MIN_RATING = 4;
const GUEST_FAVOURITE_MIN_REVIEWS = 500;
/** A cut smaller than this is an everyday discount (the card's "% off"), not a price drop worth a label. */
const PRICE_DROP_MIN_PERCENT = 20;

/**
 * The card's badge from the guests' reviews: a high average over enough reviews to trust it. A property no guest has
 * reviewed yet gets none (the catalogue keeps no listing date, and the card's rating already reads 'New' for it).
 */
export function hotelBadge(ratings: { value: number | null; count: number }): HotelBadge | null {
  if (ratings.value === null) return null;
  if (ratings.value >= TOP_RATED_MIN_RATING && ratings.count >= TOP_RATED_MIN_REVIEWS) return 'top_rated';
  if (ratings.value >= GUEST_FAVOURITE_MIN_RATING && ratings.count >= GUEST_FAVOURITE_MIN_REVIEWS) return 'guest_favourite';
  return null;
}

/** "Only N room(s) left" when 1 or 2 rooms remain free for the whole stay (guest-journey §8). */
export function urgencyInfo(availableRooms: number | null): UrgencyInfo | null {
  return availableRooms === 1 || availableRooms === 2 ? { rooms_left: availableRooms } : null;
}

/**
 * A price drop: every night's inventory row keeps, beside its rate, the rate the room was offered at before it was
 * lowered (the slasher price), and search already sums both over the stay. The stay counts as dropped in price when
 * that previous total exceeds what the guest pays now by PRICE_DROP_MIN_PERCENT or more.
 */
export function priceDrop(price: StayPrice | null): PriceDrop | null {
  if (!price || price.slasher_price === null || price.discount_percentage < PRICE_DROP_MIN_PERCENT) return null;
  return { previous_price_per_night: price.slasher_price, drop_percentage: price.discount_percentage };
}
