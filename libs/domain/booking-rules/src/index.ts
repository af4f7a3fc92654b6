export { bookingMessages } from './messages';
export { bookingRequestType, hasEarlyCheckin, isCancellable, isPayable } from './booking-status-rules';
export { soldOutReasons, tripleOccupancyMessage } from './room-availability';
export { breaksMinMaxRestriction, fitRoomConfigToRestriction, minMaxRoomMessage, spreadGuestsOverRooms } from './room-restrictions';
export { spreadStayGuests, stayGuestTotals } from './stay-guests';
export { isCorporateAdmin, isLocationProblemFlagRaised, isOpenSearchAllowed, payAtHotelMaxRooms, postLoginDestination, walletUserType } from './session-rules';
export {
  dialogAfterOtp,
  walletCountryIsoCode,
  isAccessTokenValid,
  signInErrorKind,
  signUpErrorKind,
  signUpVerificationStep,
  wizardMembership,
} from './account-rules';
export { addRecentSearch, type RecentSearchLocation } from './recent-searches';
export { pageTypeFromPath, trackingPageName, type TrackingPageName } from './page-type';
export { resolveModal } from './modals';
export { USER_MODE_STORAGE_KEY, isQuickLoginPath, userModeStrip } from './user-mode';
export { cancelledBookingStatus, initialBookingStatus, payAtHotelRefusal, type PayAtHotelRefusal } from './booking-lifecycle';
export { freeCancellationDeadline, isFreeCancellationOpen } from './free-cancellation';
export { CANCELLATION_REASONS, type CancellationReasonKey } from './cancellation-reasons';
export { checkSnackbar, sendsFeedbackOnTap } from './snackbar';
export { consentBannerPosition, isConsentBannerShown } from './consent-banner';
export { scrollMilestonesToFire, sendsDropOffEvent } from './tracking';
export { listingPageSize } from './listing';
