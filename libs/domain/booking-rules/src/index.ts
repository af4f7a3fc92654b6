export { bookingMessages, type Message, type MessageDescriptor } from './messages';
export {
  bookingRequestType,
  hasEarlyCheckin,
  isCancellable,
  isCategoryDisabled,
  isPayable,
  isPostpaidAllowed,
  shouldSkipBookingLookup,
  type BookingRequestType,
  type BookingStatusFields,
} from './booking-status-rules';
export {
  isPricingValid,
  isRoomCategorySoldOut,
  lowAvailabilityMessage,
  soldOutReasons,
  tripleOccupancyMessage,
  type RoomCategoryAvailability,
  type SoldOutReason,
} from './room-availability';
export {
  breaksMinMaxRestriction,
  clampRoomCount,
  fitRoomConfigToRestriction,
  minMaxRoomMessage,
  spreadGuestsOverRooms,
  type MinMaxRestriction,
} from './room-restrictions';
export { spreadStayGuests, stayGuestTotals, type StayGuestTotals } from './stay-guests';
export {
  canUseCouponAndWallet,
  isCorporateAdmin,
  isLocationProblemFlagRaised,
  isOpenSearchAllowed,
  isPartPaymentMode,
  isPayAtHotelEnabled,
  payAtHotelMaxRooms,
  postLoginDestination,
  walletUserType,
} from './session-rules';
export {
  DEFAULT_WIZARD_MEMBERSHIP,
  LOGIN_TYPES,
  USER_STATUSES,
  dialogAfterOtp,
  walletCountryIsoCode,
  NOT_MEMBER,
  isAccessTokenValid,
  isBackendUrlAccepted,
  isInvalidOtpMessage,
  signInErrorKind,
  signUpErrorKind,
  signUpVerificationStep,
  wizardMembership,
  wizardMembershipFromStatus,
  wizardMembershipFromSubscription,
  type AuthErrorKind,
  type MembershipDetail,
  type SignUpVerificationStep,
  type WizardMembership,
} from './account-rules';
export { addRecentSearch, type RecentSearchLocation } from './recent-searches';
export {
  EDITORIAL_THEME_PAGES,
  isListingPath,
  pageTypeFromPath,
  trackingPageName,
  type PageRoute,
  type PageType,
  type PageTypeOptions,
  type TrackingPageName,
} from './page-type';
export {
  ACCOUNT_MODALS,
  BOOKING_FLOW_MODALS,
  CORE_MODALS,
  FAQ_MODALS,
  FIRST_LOAD_MODALS,
  MODAL_VALUES,
  isBookingFlowModal,
  isDesktopPopup,
  isPageScrollLocked,
  resolveModal,
  type ModalContext,
  type ModalDecision,
} from './modals';
export { consentBannerPosition, isConsentBannerShown, type ConsentBannerRoute } from './consent-banner';
export { checkSnackbar, sendsFeedbackOnTap, snackbarBottomOffsetPx, type SnackbarCheck, type SnackbarProps } from './snackbar';
export { USER_MODE_STORAGE_KEY, isQuickLoginPath, userModeStrip, type UserModeStrip } from './user-mode';
export { listingOffset, listingPageSize } from './listing';
export { scrollMilestonesToFire, sendsDropOffEvent } from './tracking';
export { bookingFailureMessage, couponOutcome, hotelDetailsError, needsSimilarHotels, type CouponOutcome } from './hotel-details';
export {
  cancelledBookingStatus,
  initialBookingStatus,
  payAtHotelRefusal,
  type BookingPaymentMode,
  type BookingStatus,
  type PayAtHotelRefusal,
} from './booking-lifecycle';
export { freeCancellationDeadline, isFreeCancellationOpen } from './free-cancellation';
export { CANCELLATION_REASONS, cancellationReasonById, type CancellationReason, type CancellationReasonKey } from './cancellation-reasons';
