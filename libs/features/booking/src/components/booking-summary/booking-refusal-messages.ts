import { defineMessages } from 'react-intl';

/** What the guest reads when createBooking refuses for a reason of its own (limits, a brief outage). */
const bookingRefusalMessages = defineMessages({
  unpaidHoldsLimit: {
    id: 'booking.error.unpaidHoldsLimit',
    defaultMessage: 'You already have bookings waiting for payment. Pay for one, or let it expire, before booking another.',
  },
  unpaidHoldTooLarge: {
    id: 'booking.error.unpaidHoldTooLarge',
    defaultMessage: 'Without signing in, fewer rooms of this kind can wait for payment at once. Sign in, or book fewer rooms.',
  },
  tooManyBookings: { id: 'booking.error.tooManyBookings', defaultMessage: 'Too many bookings from this connection. Please wait a few minutes and try again.' },
  briefOutage: { id: 'booking.error.briefOutage', defaultMessage: 'We could not complete your booking just now. Please try again in a few seconds.' },
});

/** The refusal message of an API error code, when it has its own. */
export const REFUSAL_MESSAGE_BY_CODE = {
  UNPAID_HOLDS_LIMIT: bookingRefusalMessages.unpaidHoldsLimit,
  UNPAID_HOLD_TOO_LARGE: bookingRefusalMessages.unpaidHoldTooLarge,
  RATE_LIMITED: bookingRefusalMessages.tooManyBookings,
  DATABASE_UNAVAILABLE: bookingRefusalMessages.briefOutage,
  PAYMENT_PROVIDER_UNAVAILABLE: bookingRefusalMessages.briefOutage,
} as const;
