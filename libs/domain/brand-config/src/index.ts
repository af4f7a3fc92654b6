export { BRANDS, brandById, type Brand, type BrandSite } from './brands';
export { normaliseHost, resolveBrand } from './resolve-brand';
export { SERVED_HOSTS, isServedHost } from './served-hosts';
export {
  COUNTRIES,
  DEFAULT_DIAL_CODE,
  countryByCode,
  countryByDialCode,
  countryById,
  currencySymbolOf,
  footerLinkHref,
  phoneLengthFor,
  type CountryConfig,
  type FooterCity,
  type FooterLinkGroup,
} from './countries';
export { siteContactFor } from './site-contacts';
export { DEFAULT_LOCALE, LOCALES, findLocale, isLocaleOffered, pickLocale, textDirection } from './locales';
export { negotiateAcceptLanguage } from './accept-language';
export { formattingLocale } from './formatting-locale';
export { COOKIES } from './cookies';
export { ITZ_CASH_MODE, PAYMENT_MODE_TITLES, type PaymentModeKey } from './payment-modes';
export { RESTRICTION_KEYS, type RestrictionKey } from './restrictions';
export { DEFAULT_DEVICE_ROLE, DEFAULT_MICROSITE_CONFIG, MICROSITE_PARTNER_HEADER, deviceRoleOf, micrositeConfigNamed, type MicrositeConfig } from './microsite';
export {
  ALTERNATE_SEARCH_BATCH_SIZE,
  BOOKINGS_LIST_BATCH_SIZE,
  DESKTOP_POPUP_BREAKPOINT_PX,
  GUEST_IMAGES_ON_HOTEL_PAGE,
  HOTEL_DEFAULT_CHECKIN_TIME,
  HOTEL_DEFAULT_CHECKOUT_TIME,
  LISTING_PAGE_OFFSET_STEP,
  LISTING_PAGE_SIZE,
  LISTING_PAGE_SIZE_DESKTOP_LARGE,
  LOCATION_PROBLEM_FLAG_MINUTES,
  MAX_STAY_NIGHTS,
  OPEN_SEARCH_LIMIT_PER_SESSION,
  OPEN_SEARCH_PRICE_NIGHTS,
  PAY_AT_HOTEL_MAX_ROOMS_ALLOWED,
  PAY_AT_HOTEL_MAX_ROOMS_DEFAULT,
  POPULAR_LOCATIONS_LIMIT,
  QUICK_LOGIN_PATHS,
  RECENT_SEARCHES_LIMITS,
  SCROLL_MILESTONES_PERCENT,
  SIMILAR_HOTELS_BATCH_SIZE,
  SNACKBAR_MOBILE_BOTTOM_OFFSET_PX,
  UK_FREE_CANCELLATION_HOUR,
  WISHLIST_MAX_ITEMS,
  WIZARD_SUCCESS_BENEFITS,
} from './limits';
export { GUEST_SAFETY_MEASURES, PROPERTY_CHECKS, trustSafetyFor, type GuestSafetyMeasure, type PropertyCheck } from './trust-safety';
export { COLLECTIONS, collectionById, isCollectionId, type CollectionId } from './collections';
export { checkinIdTypes, toShowPlayAndWin } from './country-engagement';
export { bookingUtmSource, pickMarketingParameters, readUtmInfo, serializeUtmInfo, type UtmInfo } from './marketing';
export {
  COOKIE_CATEGORIES,
  CONSENT_VERSION,
  consentAllows,
  cookieAllowed,
  isGdprCountry,
  parseConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
  type OptionalConsentCategory,
} from './consent';
export { EEA_COUNTRY_CODES } from './eea-countries';
export {
  assignExperiments,
  controlExperiments,
  experimentPayload,
  isExperimentOn,
  parseExperimentJSON,
  serializeExperimentJSON,
  type ExperimentJSON,
  type ExperimentKey,
} from './experiments';
