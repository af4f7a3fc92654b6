export { STATUS_KEY, type BookingState } from './status-key';
export { PAYMENT_STATUS } from './payment-status';
export { displayStatus } from './display-status';
export { guestBookingStatus, isAwaitingPayment, type GuestStatusFacts } from './guest-status';
export { BOOKING_LIST_FILTERS, bookingListStatusMatch, statusCodesForFilter, statusFilterQuery } from './booking-list-filters';
export { REVIEW_TYPES } from './review-types';
export { statusClassText } from './status-class';
export { searchTypeForTracking } from './search-type';
