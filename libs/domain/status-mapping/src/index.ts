export {
  HOLIDAY_HOME_STATUS_KEYS,
  STATUS_KEY,
  isHolidayHomeStatusKey,
  statusKeyName,
  type BookingState,
  type StatusKey,
  type StatusKeyName,
} from './status-key';
export { PAYMENT_STATUS, paymentModeForTracking, paymentStatusOf, type PaymentStatus, type TrackedPaymentMode } from './payment-status';
export { displayStatus, type DisplayStatus } from './display-status';
export { guestBookingStatus, isAwaitingPayment, type GuestBookingStatus, type GuestStatusFacts } from './guest-status';
export {
  BOOKING_LIST_FILTERS,
  bookingListStatusMatch,
  statusCodesForFilter,
  statusFilterQuery,
  type BookingListStatusMatch,
  type HomeBookingListFilter,
  type HotelBookingListFilter,
} from './booking-list-filters';
export { mealItemStatus, type MealItemChange, type MealItemStatus } from './meal-item';
export { searchTypeForTracking, type SearchTypeForTracking } from './search-type';
export { REVIEW_TYPES, reviewTypeOf, type ReviewType } from './review-types';
export { DYNAMIC_IMPORT_FAILURES, STATUS_CLASS_TEXTS, requiresSignOut, statusClassText } from './status-class';
