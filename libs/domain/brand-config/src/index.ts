export { BRANDS, DEFAULT_BRAND_ID, brandById, type Brand, type BrandId, type BrandSite } from './brands';
export { normaliseHost, resolveBrand, type ResolvedBrand } from './resolve-brand';
export { SERVED_HOSTS, isServedHost } from './served-hosts';
export {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_DIAL_CODE,
  DEFAULT_PHONE_LENGTH,
  countryByCode,
  countryByDialCode,
  countryById,
  currencySymbolOf,
  phoneLengthFor,
  type CountryConfig,
  type CountryLinks,
  type CurrencyCode,
} from './countries';
export { DEFAULT_LOCALE, LOCALES, findLocale, isLocaleOffered, pickLocale, resolveLocale, textDirection, type LocaleConfig } from './locales';
export { COOKIES, type CookieDefinition } from './cookies';
export {
  TRACKED_MARKETING_PARAMETERS,
  UTM_EXPIRY_MINUTES,
  isUtmInfoExpired,
  pickMarketingParameters,
  type TrackedMarketingParameter,
} from './marketing';
export { ITZ_CASH_MODE, PAYMENT_MODE_TITLES, type PaymentModeKey } from './payment-modes';
export { COLLECTION_FILTERS, RESTRICTION_KEYS, RESTRICTION_LABELS, coupleLabel, restrictionLabel, type RestrictionKey } from './restrictions';
export {
  DEFAULT_DEVICE_ROLE,
  DEFAULT_MICROSITE_CONFIG,
  MICROSITE_HIDDEN_COMPONENTS,
  deviceRoleOf,
  isComponentShown,
  type MicrositeConfig,
  type MicrositeHiddenComponent,
} from './microsite';
export {
  ALTERNATE_SEARCH_BATCH_SIZE,
  ANALYTICS_TIMEOUT_MS,
  AVAILABILITY_INTERVALS,
  BOOKINGS_LIST_BATCH_SIZE,
  CALENDAR_MONTHS,
  CLIENT_LOG_BATCH_SIZE,
  CLIENT_LOG_INTERVAL_MS,
  DESKTOP_POPUP_BREAKPOINT_PX,
  GREETING_WORDS,
  GUEST_IMAGES_ON_HOTEL_PAGE,
  HOTEL_DEFAULT_CHECKIN_TIME,
  HOTEL_DEFAULT_CHECKOUT_TIME,
  LISTING_PAGE_OFFSET_STEP,
  LISTING_PAGE_SIZE,
  LISTING_PAGE_SIZE_DESKTOP_LARGE,
  LOCATION_PROBLEM_FLAG_MINUTES,
  LOGIN_CONSTANTS_MS,
  MAP_MARKER_CLUSTER_IMAGE_SIZES,
  MAP_SEARCH_MAX_RESULTS,
  MAX_STAY_NIGHTS,
  OPEN_SEARCH_LIMIT_PER_SESSION,
  OPEN_SEARCH_PRICE_NIGHTS,
  OTHER_INTERVAL_MINUTES,
  PAYMENT_CONSTANT_MS,
  PAY_AT_HOTEL_MAX_ROOMS_ALLOWED,
  PAY_AT_HOTEL_MAX_ROOMS_DEFAULT,
  POPULAR_LOCATIONS_LIMIT,
  QUICK_LOGIN_PATHS,
  RECENT_HOTELS_LIMIT,
  RECENT_SEARCHES_LIMITS,
  SCROLL_MILESTONES_PERCENT,
  SEARCH_BATCH_SIZE,
  SECONDARY_LISTING_PAGE_SIZES,
  SIMILAR_HOTELS_BATCH_SIZE,
  SMS_OTP_AUTO_READ_TIMEOUT_MS,
  SNACKBAR_MOBILE_BOTTOM_OFFSET_PX,
  SPECIAL_ID_LISTS,
  SPECIAL_PHONE_PREFIXES,
  STATISTICS_CONSENT_EVENT_DELAY_MS,
  TRACKING_LIMITS,
  UK_FREE_CANCELLATION_HOUR,
  WEB_VITALS_DEBOUNCE_MS,
  WISHLIST_MAX_ITEMS,
  WIZARD_SUCCESS_BENEFITS,
  isNonProductionEnvironment,
} from './limits';
export {
  GUEST_SAFETY_MEASURES,
  PROPERTY_CHECKS,
  trustSafetyFor,
  type GuestSafetyMeasure,
  type PropertyCheck,
  type TrustSafety,
} from './trust-safety';
export { COLLECTIONS, collectionById, isCollectionId, type Collection, type CollectionId } from './collections';
