export const ALTERNATE_SEARCH_BATCH_SIZE = 3;
export const SIMILAR_HOTELS_BATCH_SIZE = 2;
export const LISTING_PAGE_SIZE = 20;
/** 40 on desktop when a larger count is requested or an experiment is on. */
export const LISTING_PAGE_SIZE_DESKTOP_LARGE = 40;
export const LISTING_PAGE_OFFSET_STEP = 20;
/** Recent searches up to 3 (compact widgets) or 5 (full list). */
export const RECENT_SEARCHES_LIMITS = { compact: 3, full: 5 } as const;
export const POPULAR_LOCATIONS_LIMIT = 10;
export const BOOKINGS_LIST_BATCH_SIZE = 20;
export const WISHLIST_MAX_ITEMS = 50;
export const GUEST_IMAGES_ON_HOTEL_PAGE = 6;

/** Hotel default check-in 12:00 PM and check-out 11:00 AM (guest-journey §9). */
export const HOTEL_DEFAULT_CHECKIN_TIME = '12:00';
export const HOTEL_DEFAULT_CHECKOUT_TIME = '11:00';

/** Pay at hotel: at most 3 rooms by default, 4 where allowed; disabled above that. */
export const PAY_AT_HOTEL_MAX_ROOMS_DEFAULT = 3;
export const PAY_AT_HOTEL_MAX_ROOMS_ALLOWED = 4;

/**
 * "stay length is capped at a maximum number of nights" (guest-journey §5; the spec gives no number): 30 nights.
 * The search form pulls check-out in to it; the API refuses a longer stay.
 */
export const MAX_STAY_NIGHTS = 30;

export const OPEN_SEARCH_LIMIT_PER_SESSION = 2;
/** How far ahead an open search looks for a property's 'from' price: the next 30 nights from today in its country. */
export const OPEN_SEARCH_PRICE_NIGHTS = 30;
export const LOCATION_PROBLEM_FLAG_MINUTES = 10;
export const SCROLL_MILESTONES_PERCENT = [25, 50, 75, 100] as const;
export const DESKTOP_POPUP_BREAKPOINT_PX = 780;
/** On screens up to 780px the snackbar sits 60px from the bottom. */
export const SNACKBAR_MOBILE_BOTTOM_OFFSET_PX = 60;

/** Wizard success benefits: 500 wallet money and up to 10% off the next booking. */
export const WIZARD_SUCCESS_BENEFITS = { walletMoney: 500, nextBookingDiscountPercent: 10 } as const;

/** Quick-login pop-up paths (accounts-commerce §2). */
export const QUICK_LOGIN_PATHS = ['/', '/jp/'] as const;
/** UK offer: free cancellation until 9AM on the check-in date. */
export const UK_FREE_CANCELLATION_HOUR = 9;

/** Environments matching preprod, staging or localhost are non-production. */
export function isNonProductionEnvironment(hostOrName: string): boolean {
  return /preprod|staging|localhost/i.test(hostOrName);
}
