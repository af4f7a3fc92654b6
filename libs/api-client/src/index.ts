export {
  API_PREFIX,
  apiRoutes,
  dealByNamePath,
  dealInfoPath,
  hotelDetailsPath,
  hotelOneLinerInfoPath,
  hotelReviewsPath,
  propertyImagePath,
  tooltipInfoPath,
} from './routes';
export {
  dealByNameParamsSchema,
  dealCitySchema,
  dealInfoParamsSchema,
  dealInfoQuerySchema,
  dealInfoSchema,
  dealNameSchema,
  dealPropertySchema,
  hotelDealSchema,
  type DealCity,
  type DealInfo,
  type DealInfoQuery,
  type DealProperty,
  type HotelDeal,
} from './contracts/deals';
export { getDealInfo } from './client/get-deal-info';
export { getDealByName } from './client/get-deal-by-name';
export { getSitemapHotels } from './client/get-sitemap-hotels';
export { getSitemapPlaces } from './client/get-sitemap-places';
export {
  SITEMAP_HOTELS_PAGE_MAX,
  sitemapHotelsQuerySchema,
  sitemapHotelsResponseSchema,
  sitemapPlacesQuerySchema,
  sitemapPlacesResponseSchema,
  type SitemapCity,
  type SitemapDeal,
  type SitemapHotel,
  type SitemapHotelsQuery,
  type SitemapHotelsResponse,
  type SitemapPlacesQuery,
  type SitemapPlacesResponse,
} from './contracts/sitemap';
export {
  apiErrorSchema,
  currencyCodeSchema,
  dbIntegerSchema,
  deviseRoleSchema,
  geoPointSchema,
  idSchema,
  isoDateSchema,
  MAX_DB_INTEGER,
  minorUnitsSchema,
  propertyTypeSchema,
  queryBoolean,
  queryInt,
  type ApiError,
  type CurrencyCode,
  type GeoPoint,
  type PropertyType,
} from './contracts/common';
export { citiesQuerySchema, citiesResponseSchema, citySchema, type CitiesQuery, type CitiesResponse, type City } from './contracts/cities';
export {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  suggestionGroupSchema,
  suggestionSchema,
  suggestionTypeSchema,
  type AutocompleteQuery,
  type AutocompleteResponse,
  type Suggestion,
  type SuggestionGroup,
  type SuggestionType,
} from './contracts/autocomplete';
export {
  allCitiesQuerySchema,
  allCitiesSchema,
  allCountriesQuerySchema,
  allCountriesSchema,
  autocompleteDetailsQuerySchema,
  autocompleteDetailsSchema,
  latLongQuerySchema,
  latLongSchema,
  nearbyPlacesQuerySchema,
  nearbyPlacesSchema,
  nearbyThingsQuerySchema,
  nearbyThingsSchema,
  type AllCities,
  type AllCountries,
  type AutocompleteDetails,
  type LatLong,
  type NearbyPlaces,
  type NearbyThings,
  type PointOfInterest,
} from './contracts/places';
export { placeRoutes } from './contracts/place-routes';
export {
  hotelBadgeSchema,
  hotelSummarySchema,
  priceDropSchema,
  pricingDetailsSchema,
  ratingsSchema,
  urgencyInfoSchema,
  type HotelBadge,
  type HotelSummary,
  type PriceDrop,
  type PricingDetails,
  type UrgencyInfo,
} from './contracts/hotel-summary';
export {
  availableRoomCountSchema,
  coordinatesSchema,
  DEFAULT_SEARCH_RADIUS_KM,
  MAP_SEARCH_LIMIT,
  mapPointSchema,
  mapSearchResponseSchema,
  roomsConfigQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
  searchTypeSchema,
  sortParamsSchema,
  type AvailableRoomCount,
  type MapPoint,
  type MapSearchResponse,
  type ParsedSearchQuery,
  type SearchQuery,
  type SearchResponse,
  type SearchType,
  type SortParams,
} from './contracts/search';
export {
  amenitySchema,
  hotelDetailsParamsSchema,
  hotelDetailsQuerySchema,
  hotelDetailsSchema,
  requestedHotelDetailsSchema,
  type RequestedHotelDetails,
  restrictedAmenitySchema,
  roomCategorySchema,
  roomMediaSchema,
  roomServiceCodeSchema,
  roomServiceSchema,
  roomViewSchema,
  soldOutReasonSchema,
  type Amenity,
  type HotelDetails,
  type HotelDetailsQuery,
  type RestrictedAmenity,
  type RoomCategory,
  type RoomMedia,
  type RoomService,
  type RoomServiceCode,
  type RoomView,
  type SoldOutReasonCode,
} from './contracts/hotel-details';
export {
  additionalChargeInfoSchema,
  cancellationPolicySchema,
  hotelRestrictionsSchema,
  type AdditionalChargeInfo,
  type CancellationPolicy,
  type HotelRestrictions,
} from './contracts/hotel-terms';
export { availabilityQuerySchema, availabilitySchema, type Availability, type AvailabilityQuery } from './contracts/availability';
export {
  calendarViewDaySchema,
  calendarViewQuerySchema,
  calendarViewSchema,
  type CalendarView,
  type CalendarViewDay,
  type CalendarViewQuery,
} from './contracts/calendar';
export {
  similarHotelSchema,
  similarHotelsQuerySchema,
  similarHotelsResponseSchema,
  type SimilarHotel,
  type SimilarHotelsQuery,
  type SimilarHotelsResponse,
} from './contracts/similar-hotels';
export {
  hotelReviewsParamsSchema,
  hotelReviewsQuerySchema,
  hotelReviewsSchema,
  reviewSchema,
  reviewTypeSchema,
  type HotelReviews,
  type HotelReviewsQuery,
  type Review,
  type ReviewType,
} from './contracts/reviews';
export { couponQuoteSchema, validateCouponBodySchema, type CouponQuote, type ValidateCouponBody } from './contracts/coupon';
export { ApiRequestError, type ApiClientOptions } from './client/http';
export { toQueryString } from './client/query-string';
export { getCities } from './client/get-cities';
export { getAutocomplete } from './client/get-autocomplete';
export { searchHotels } from './client/search-hotels';
export { searchMap } from './client/search-map';
export { getGeographies } from './client/get-geographies';
export {
  geographiesQuerySchema,
  geographiesResponseSchema,
  localitySchema,
  tagSchema,
  type GeographiesQuery,
  type GeographiesResponse,
  type Locality,
  type Tag,
} from './contracts/geographies';
export { getHotelDetails } from './client/get-hotel-details';
export { getAvailability } from './client/get-availability';
export { getCalendarView } from './client/get-calendar-view';
export { getSimilarHotels } from './client/get-similar-hotels';
export { getHotelReviews } from './client/get-hotel-reviews';
export {
  hotelOneLinerParamsSchema,
  hotelOneLinerSchema,
  tooltipInfoParamsSchema,
  tooltipInfoQuerySchema,
  tooltipInfoSchema,
  trustSafetyQuerySchema,
  trustSafetySchema,
  type HotelOneLiner,
  type TooltipInfo,
  type TooltipInfoQuery,
  type TrustSafetyInfo,
  type TrustSafetyQuery,
} from './contracts/hotel-info';
export { getTrustSafety } from './client/get-trust-safety';
export { getTooltipInfo } from './client/get-tooltip-info';
export { getHotelOneLiner } from './client/get-hotel-one-liner';
export { validateCoupon } from './client/validate-coupon';
export { bookingPath, bookingRoutes, cancellationChargePath, estimateChargePath, quotationPath } from './contracts/booking-routes';
export {
  createQuotationBodySchema,
  quotationIdSchema,
  quotationInfoSchema,
  quotationSchema,
  type CreateQuotationBody,
  type Quotation,
  type QuotationInfo,
} from './contracts/quotations';
export { createQuotation } from './client/create-quotation';
export { getQuotation } from './client/get-quotation';
export { paymentRoutes, saveCardPath } from './contracts/payment-routes';
export {
  createOrderBodySchema,
  payAtHotelBodySchema,
  payAtHotelReplySchema,
  paymentOptionsQuerySchema,
  paymentOptionsSchema,
  type CreateOrderBody,
  type PayAtHotelBody,
  type PayAtHotelReply,
  type PaymentOptions,
  type PaymentOptionsQuery,
} from './contracts/booking-payment-options';
export {
  bookingPaidQuerySchema,
  bookingPaidReplySchema,
  createTransactionBodySchema,
  orderPaidQuerySchema,
  paymentOrderSchema,
  paymentRedirectSchema,
  removeCardBodySchema,
  saveCardBodySchema,
  saveCardReturnQuerySchema,
  accountSaveCardBodySchema,
  accountSaveCardReturnQuerySchema,
  savedCardsReplySchema,
  type AccountSaveCardBody,
  type SavedCardsReply,
  type BookingPaidReply,
  type CreateTransactionBody,
  type PaymentOrder,
  type PaymentRedirect,
  type RemoveCardBody,
  type SaveCardBody,
} from './contracts/payment';
export {
  bookingCancellationBodySchema,
  bookingParamsSchema,
  bookingQuerySchema,
  bookingRoomSchema,
  bookingSchema,
  bookingsQuerySchema,
  bookingsReplySchema,
  cancellationChargeQuerySchema,
  cancellationChargeReplySchema,
  cancellationReasonSchema,
  createBookingBodySchema,
  createBookingHeadersSchema,
  createBookingReplySchema,
  estimateChargeBodySchema,
  estimateChargeReplySchema,
  type BookingSource,
  type BookingsQuery,
  type BookingsReply,
  type CancellationChargeReply,
  type CreateBookingReply,
  type EstimateChargeBody,
  type EstimateChargeReply,
  type Booking,
  type BookingCancellationBody,
  type BookingCancellationRequest,
  type BookingQuery,
  type CreateBookingBody,
  type CreateBookingRequest,
} from './contracts/booking';
export { createBooking } from './client/create-booking';
export { getBooking } from './client/get-booking';
export { cancelBooking } from './client/cancel-booking';
export { modifyBooking } from './client/modify-booking';
export { getBookingPaid } from './client/get-booking-paid';
export { getOrderPaid } from './client/get-order-paid';
export { createTransaction } from './client/create-transaction';
export { saveCard } from './client/save-card';
export { getSavedCards, removeAccountCard, saveAccountCard } from './client/account-save-card';
export { getCancellationCharge } from './client/get-cancellation-charge';
export { estimateCharge } from './client/estimate-charge';
export { getBookings } from './client/get-bookings';
export { CSRF_HEADER, SESSION_COOKIE, accountRoutes, slOauthPath } from './contracts/account-routes';
export { safeReturnUrl } from './contracts/account-return-url';
export { isSitePath, sitePathSchema } from './contracts/site-path';
export {
  PASSWORD_MIN_LENGTH,
  accountAckSchema,
  accountTypeSchema,
  currentUserReplySchema,
  deleteAccountBodySchema,
  devOutboxQuerySchema,
  devAddressReplySchema,
  devOutboxReplySchema,
  forgotPasswordBodySchema,
  generateByPhoneBodySchema,
  generateByUserIdBodySchema,
  loginOptionSchema,
  loginOptionsQuerySchema,
  loginOptionsReplySchema,
  ONE_TAP,
  otpReplySchema,
  resetPasswordBodySchema,
  sessionReplySchema,
  signInWithOtpSchema,
  signInWithPasswordSchema,
  signUpWithOtpSchema,
  signUpWithPhoneTokenSchema,
  slOauthParamsSchema,
  slOauthQuerySchema,
  slVerifyBodySchema,
  slVerifyReplySchema,
  socialProviderSchema,
  updateUserProfileBodySchema,
  userProfileSchema,
  userSignInBodySchema,
  userSignUpBodySchema,
  type AccountAck,
  type AccountType,
  type CurrentUserReply,
  type DeleteAccountBody,
  type DevOutboxReply,
  type ForgotPasswordBody,
  type GenerateByPhoneBody,
  type GenerateByUserIdBody,
  type LoginOption,
  type LoginOptionsQuery,
  type SignInMethod,
  type LoginOptionsReply,
  type OtpReply,
  type ResetPasswordBody,
  type SessionReply,
  type SlVerifyBody,
  type SlVerifyReply,
  type SocialProvider,
  type UpdateUserProfileBody,
  type UserProfile,
  type UserSignInBody,
  type SignUpWithPhoneTokenBody,
  type UserSignUpBody,
} from './contracts/account';
export {
  authenticateBodySchema,
  authenticateReplySchema,
  authenticateWithOAuthSchema,
  authenticateWithOtpSchema,
  authenticateWithPasswordSchema,
  authenticateWithPhoneTokenSchema,
  authenticatedReplySchema,
  newPhoneReplySchema,
  generateEmailOtpBodySchema,
  emailOtpReplySchema,
  verifySignUpEmailOtpBodySchema,
  emailProvenReplySchema,
  verifyEmailLinkSchema,
  verifyEmailOtpSchema,
  linkPhoneSchema,
  linkSocialSchema,
  verificationBodySchema,
  slVerifiedQuerySchema,
  slVerifiedReplySchema,
  onboardingQuerySchema,
  onboardingFieldSchema,
  onboardingReplySchema,
  type AuthenticateBody,
  type AuthenticateReply,
  type GenerateEmailOtpBody,
  type EmailOtpReply,
  type VerifySignUpEmailOtpBody,
  type EmailProvenReply,
  type VerificationBody,
  type SlVerifiedReply,
  type OnboardingField,
  type OnboardingReply,
} from './contracts/account-new-flow';
export { generateByPhone } from './client/generate-by-phone';
export { generateByUserId } from './client/generate-by-user-id';
export { generateOtp } from './client/generate-otp';
export { userSignIn } from './client/user-sign-in';
export { authenticate } from './client/authenticate';
export { userSignUp } from './client/user-sign-up';
export { userSignOut } from './client/user-sign-out';
export { getUserProfile } from './client/get-user-profile';
export { updateUserProfile } from './client/update-user-profile';
export { deleteAccount } from './client/delete-account';
export { verifyEmail } from './client/verify-email';
export { generateEmailOtp } from './client/generate-email-otp';
export { generateSignUpEmailOtp } from './client/generate-sign-up-email-otp';
export { verifySignUpEmailOtp } from './client/verify-sign-up-email-otp';
export { getSlVerified } from './client/get-sl-verified';
export { getOnboarding } from './client/get-onboarding';
export { forgotPassword } from './client/forgot-password';
export { resetPassword } from './client/reset-password';
export { getLoginOptions } from './client/get-login-options';
export { slVerify } from './client/sl-verify';
export { getDevOutbox } from './client/get-dev-outbox';
export {
  autocompleteFeedbackBodySchema,
  defaultShortlistSchema,
  feedbackAckSchema,
  savedHotelsSchema,
  sharedWishlistParamsSchema,
  sharedWishlistReplySchema,
  shortlistHotelBodySchema,
  shortlistHotelReplySchema,
  shortlistedHotelsListSchema,
  shortlistedPropertySchema,
  wishlistCodeDataSchema,
  wishlistCodeSchema,
  wishlistLinkBodySchema,
  wishlistReplySchema,
  type AutocompleteFeedbackBody,
  type DefaultShortlist,
  type FeedbackAck,
  type SavedHotels,
  type SharedWishlistReply,
  type ShortlistHotelBody,
  type ShortlistHotelReply,
  type ShortlistedHotelsList,
  type ShortlistedProperty,
  type WishlistCodeData,
  type WishlistReply,
} from './contracts/wishlist';
export { sharedWishlistPath, wishlistRoutes } from './contracts/wishlist-routes';
export { shortlistHotel } from './client/shortlist-hotel';
export { getShortlistedHotelsList } from './client/get-shortlisted-hotels-list';
export { getWishlist } from './client/get-wishlist';
export { getSharedWishlist } from './client/get-shared-wishlist';
export { generateNewLink } from './client/generate-new-link';
export { removeSharedWishlist } from './client/remove-shared-wishlist';
export { sendAutocompleteFeedback } from './client/send-autocomplete-feedback';
export {
  walletExpiringSchema,
  walletQuerySchema,
  walletReplySchema,
  walletTransactionSchema,
  walletTransactionsQuerySchema,
  walletTransactionsReplySchema,
  walletUserTypeSchema,
  wizardStatusQuerySchema,
  wizardStatusReplySchema,
  type Wallet,
  type WalletQuery,
  type WalletReply,
  type WalletTransaction,
  type WalletTransactionsQuery,
  type WalletTransactionsReply,
  type WalletUserType,
  type WizardStatusQuery,
  type WizardStatusReply,
} from './contracts/wallet';
export { walletRoutes } from './contracts/wallet-routes';
export { getWallet, walletFromReply } from './client/get-wallet';
export { getWalletTransactions } from './client/get-wallet-transactions';
export { getWizardStatus } from './client/get-wizard-status';
export {
  REWARD_CATEGORIES,
  inviteAndEarnReplySchema,
  referralFaqReplySchema,
  referralLoggedOutReplySchema,
  referralQuerySchema,
  rewardCategorySchema,
  rewardsQuerySchema,
  rewardsReplySchema,
  type InviteAndEarnReply,
  type Invitee,
  type ReferralFaqReply,
  type ReferralLoggedOutReply,
  type ReferralQuery,
  type ReferralTerms,
  type RewardCategory,
  type RewardTransaction,
  type RewardsQuery,
  type RewardsReply,
} from './contracts/referral';
export { referralRoutes } from './contracts/referral-routes';
export { getRewards } from './client/get-rewards';
export { getInviteAndEarn, getReferralFaq, getReferralLoggedOut } from './client/get-referral';
// The review types' codes are the domain's (guest-journey §9).
export { REVIEW_TYPES } from '@stays/status-mapping';
export { contentApiRoutes } from './content-routes';
export {
  cmsBlockSchema,
  cmsQuerySchema,
  cmsResponseSchema,
  policyCheckQuerySchema,
  policyCheckSchema,
  seoContentQuerySchema,
  seoContentSchema,
  type CmsBlock,
  type CmsQuery,
  type CmsResponse,
  type PolicyCheck,
  type PolicyCheckQuery,
  type SeoContent,
  type SeoContentQuery,
} from './contracts/content';
export { bookingPropertyMetaQuerySchema, bookingPropertyMetaSchema, type BookingPropertyMeta, type BookingPropertyMetaQuery } from './contracts/property-meta';
export { hotelUpdateProxyQuerySchema } from './contracts/hotel-update-proxy';
export { getCms } from './client/get-cms';
export { getSeoContent } from './client/get-seo-content';
export { getPolicyCheck } from './client/get-policy-check';
export { getBookingPropertyMeta } from './client/get-booking-property-meta';
export {
  bookingModificationBodySchema,
  bookingTabsReplySchema,
  couponDiscountReplySchema,
  extraAmountBodySchema,
  extraAmountReplySchema,
  fraudDetectionBodySchema,
  fraudVerdictSchema,
  modificationHeadersSchema,
  modifyBookingBodySchema,
  modifyBookingParamsSchema,
  updateBookingBodySchema,
  updateBookingParamsSchema,
  updateBookingPath,
  validateCouponDiscountBodySchema,
  type BookingModificationBody,
  type BookingTabsReply,
  type CouponDiscountReply,
  type ExtraAmountBody,
  type ExtraAmountReply,
  type FraudDetectionBody,
  type FraudVerdict,
  type ModifyBookingBody,
  type UpdateBookingBody,
} from './contracts/booking-modification';
export { helpRoutes } from './contracts/help-routes';
export {
  HELP_IMAGES_PER_ISSUE,
  HELP_IMAGE_MAX_BYTES,
  HELP_IMAGE_TYPES,
  ISSUE_DESCRIPTION_MAX,
  ISSUE_DESCRIPTION_MIN,
  RAISABLE_ISSUE_CODES,
  helpCentreQuerySchema,
  helpCentreReplySchema,
  imageUploadReplySchema,
  insuranceQuerySchema,
  insuranceReplySchema,
  raiseIssueBodySchema,
  raisedIssueSchema,
  selfServeIssueParamsSchema,
  selfServeIssuesQuerySchema,
  selfServeIssuesReplySchema,
  type HelpCentreReply,
  type ImageUploadReply,
  type InsuranceReply,
  type QnaSection,
  type RaisableIssueCode,
  type RaiseIssueBody,
  type RaisedIssue,
  type RefundStatus,
  type SelfServeIssue,
  type SelfServeIssuesReply,
} from './contracts/help';
export {
  getHelpCentreData,
  getMoreInfoInsurance,
  getSelfServeIssue,
  getSelfServeIssues,
  raiseSelfServeIssue,
  selfServeSignIn,
  uploadYoImage,
} from './client/help';
export {
  membershipSubscriptionBodySchema,
  membershipSubscriptionReplySchema,
  setWizardBaseBodySchema,
  validateWizardCouponBodySchema,
  validateWizardCouponReplySchema,
  wizardLandingQuerySchema,
  wizardLandingReplySchema,
  wizardMembershipReplySchema,
  wizardPaymentBodySchema,
  wizardPaymentHeadersSchema,
  wizardPaymentModesQuerySchema,
  wizardPaymentModesReplySchema,
  wizardPaymentReplySchema,
  wizardPaymentReturnQuerySchema,
  wizardActionSchema,
  wizardPlanIdSchema,
  wizardPlansReplySchema,
  type MembershipSubscriptionBody,
  type MembershipSubscriptionReply,
  type SetWizardBaseBody,
  type ValidateWizardCouponBody,
  type ValidateWizardCouponReply,
  type WizardAction,
  type WizardLandingQuery,
  type WizardLandingReply,
  type WizardMembershipReply,
  type WizardPaymentBody,
  type WizardPaymentModesQuery,
  type WizardPaymentModesReply,
  type WizardPaymentReply,
  type WizardPlan,
  type WizardPlanId,
  type WizardPlansReply,
  type WizardSubscription,
} from './contracts/wizard';
export { wizardRoutes } from './contracts/wizard-routes';
export {
  createMembershipSubscription,
  getWizardLanding,
  getWizardMembership,
  getWizardPaymentModes,
  getWizardPlans,
  payWizard,
  setWizardBase,
  validateWizardCoupon,
} from './client/wizard-calls';
export { engagementRoutes } from './contracts/engagement-routes';
export {
  DONATION_LIMITS,
  donateBodySchema,
  donateReplySchema,
  donationCampaignQuerySchema,
  donationCampaignSchema,
  gameCategorySchema,
  gamePlayBodySchema,
  gamePlayReplySchema,
  gamesQuerySchema,
  gamesSchema,
  newsletterLinkSchema,
  newsletterSignoutReplySchema,
  newsletterStatusSchema,
  onlineCheckinBodySchema,
  onlineCheckinSchema,
  verifyDonationBodySchema,
  verifyDonationReplySchema,
  type CheckinGuest,
  type DonateBody,
  type DonateReply,
  type Donation,
  type DonationCampaign,
  type GameCategory,
  type GamePlayBody,
  type GamePlayReply,
  type Games,
  type IdType,
  type NewsletterLink,
  type NewsletterSignoutReply,
  type NewsletterStatus,
  type OnlineCheckin,
  type OnlineCheckinBody,
  type VerifyDonationBody,
  type VerifyDonationReply,
} from './contracts/engagement';
export {
  donate,
  getDonationCampaign,
  getGames,
  getNewsletterStatus,
  getOnlineCheckin,
  newsletterSignout,
  playGame,
  saveOnlineCheckin,
  verifyDonation,
} from './client/engagement';
export {
  REVIEW_LENGTH,
  checkoutFeedbackBodySchema,
  devCompleteStayReplySchema,
  postCheckoutFeedbackBodySchema,
  stayFeedbackReplySchema,
  userRatingParamsSchema,
  userRatingQuerySchema,
  userRatingReplySchema,
  widgetFeedbackBodySchema,
  type CheckoutFeedbackBody,
  type PostCheckoutFeedbackBody,
  type StayFeedbackReply,
  type UserRatingReply,
  type WidgetFeedbackBody,
} from './contracts/stay-feedback';
export { getUserRating, postCheckoutFeedback } from './client/stay-feedback';
export {
  ANALYTICS_EVENT_NAMES,
  consentInfoQuerySchema,
  consentInfoSchema,
  devAnalyticsEventsQuerySchema,
  devAnalyticsEventsReplySchema,
  sendDataBodySchema,
  sendDataReplySchema,
  type AnalyticsEvent,
  type ConsentInfo,
  type SendDataBody,
} from './contracts/analytics';
export { getConsentInfo } from './client/get-consent-info';
export { sendAnalyticsData } from './client/send-analytics-data';
export { analyticsRoutes } from './contracts/analytics-routes';
export {
  DASHBOARD_WEB_VITALS,
  FUNNEL_STEPS,
  STAFF_DASHBOARD_DEFAULT_DAYS,
  STAFF_DASHBOARD_MAX_DAYS,
  staffDashboardQuerySchema,
  staffDashboardReplySchema,
  type DashboardWebVital,
  type FunnelStep,
  type StaffDashboardQuery,
  type StaffDashboardReply,
} from './contracts/staff-dashboard';
export { staffRoutes } from './contracts/staff-routes';
export { getStaffDashboard } from './client/get-staff-dashboard';
export { stayFeedbackRoutes, userRatingPath } from './contracts/stay-feedback-routes';
export { bookingModificationRoutes, modifyBookingPath } from './contracts/booking-modification-routes';
export { CLIENT_LOG_BATCH_SIZE, CLIENT_LOG_MESSAGE_MAX, CLIENT_LOG_STACK_MAX, clientLogRoutes } from './contracts/client-log-limits';
export { clientLogsBodySchema, clientLogsReplySchema, type ClientLogEntry, type ClientLogsBody } from './contracts/client-logs';
