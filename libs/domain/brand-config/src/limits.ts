/**
 * Business constants and limits (guest-journey §9, accounts-commerce §9). Where the spec gives a number
 * without its meaning we keep the number under the name the spec uses and say so.
 */
export const SEARCH_BATCH_SIZE = 8;
export const ALTERNATE_SEARCH_BATCH_SIZE = 3;
export const SIMILAR_HOTELS_BATCH_SIZE = 2;
export const LISTING_PAGE_SIZE = 20;
/** 40 on desktop when a larger count is requested or an experiment is on. */
export const LISTING_PAGE_SIZE_DESKTOP_LARGE = 40;
export const LISTING_PAGE_OFFSET_STEP = 20;
/** "another listing page size 12 and 9". */
export const SECONDARY_LISTING_PAGE_SIZES = [12, 9] as const;
export const MAP_SEARCH_MAX_RESULTS = 5_000;
export const RECENT_HOTELS_LIMIT = 5;
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
export const CALENDAR_MONTHS = 3;
export const SMS_OTP_AUTO_READ_TIMEOUT_MS = 60_000;
export const LOCATION_PROBLEM_FLAG_MINUTES = 10;
export const SCROLL_MILESTONES_PERCENT = [25, 50, 75, 100] as const;
export const DESKTOP_POPUP_BREAKPOINT_PX = 780;
/** On screens up to 780px the snackbar sits 60px from the bottom. */
export const SNACKBAR_MOBILE_BOTTOM_OFFSET_PX = 60;
export const STATISTICS_CONSENT_EVENT_DELAY_MS = 1_000;

/** Client logging: a batch is sent at 15 queued entries and every 10 seconds. */
export const CLIENT_LOG_BATCH_SIZE = 15;
export const CLIENT_LOG_INTERVAL_MS = 10_000;
export const WEB_VITALS_DEBOUNCE_MS = 5_000;
export const ANALYTICS_TIMEOUT_MS = 4_000;
/** Purpose not shown in the spec. */
export const PAYMENT_CONSTANT_MS = 10_000;
/** Purpose not shown in the spec. */
export const LOGIN_CONSTANTS_MS = [1_000, 1_000, 10_000] as const;
/** Availability-related intervals; their meaning is not shown in the spec. */
export const AVAILABILITY_INTERVALS = [400, 15, 6, 8, 30, 4] as const;
/** "Other intervals (1440 minutes …)": meaning not shown. */
export const OTHER_INTERVAL_MINUTES = 1_440;

/** Tracking lists: top 5 for recommendations, up to 10 for search, product ids from 9 hotels. */
export const TRACKING_LIMITS = { recommendations: 5, search: 10, productIds: 9 } as const;

/** Wizard success benefits: 500 wallet money and up to 10% off the next booking. */
export const WIZARD_SUCCESS_BENEFITS = { walletMoney: 500, nextBookingDiscountPercent: 10 } as const;

export const GREETING_WORDS = ['hi', 'hello', 'ahoy', 'howdy'] as const;
/** Phone prefixes the spec marks as special (accounts-commerce §9). */
export const SPECIAL_PHONE_PREFIXES = ['+31', '+32', '+49'] as const;
/** Special id lists of accounts-commerce §9 (their use is not shown). */
export const SPECIAL_ID_LISTS = [[16170], [102580]] as const;
export const MAP_MARKER_CLUSTER_IMAGE_SIZES = [
  { width: 60, height: 60 },
  { width: 60, height: 21 },
] as const;
/** Quick-login pop-up paths (accounts-commerce §2). */
export const QUICK_LOGIN_PATHS = ['/', '/jp/'] as const;
/** UK offer: free cancellation until 9AM on the check-in date. */
export const UK_FREE_CANCELLATION_HOUR = 9;

/** Environments matching preprod, staging or localhost are non-production. */
export function isNonProductionEnvironment(hostOrName: string): boolean {
  return /preprod|staging|localhost/i.test(hostOrName);
}
