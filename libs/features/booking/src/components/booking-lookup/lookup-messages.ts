import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const lookupMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  bookingId: NoValues;
  dialCode: NoValues;
  phone: NoValues;
  submit: NoValues;
  notFound: NoValues;
  linkInvalid: NoValues;
  tooManyAttempts: NoValues;
}>({
  title: { id: 'booking.lookup.title', defaultMessage: 'Find your booking' },
  intro: { id: 'booking.lookup.intro', defaultMessage: 'Enter your booking ID and the mobile number you booked with.' },
  bookingId: { id: 'booking.lookup.bookingId', defaultMessage: 'Booking ID' },
  dialCode: { id: 'booking.lookup.dialCode', defaultMessage: 'Country code' },
  phone: { id: 'booking.lookup.phone', defaultMessage: 'Mobile number' },
  submit: { id: 'booking.lookup.submit', defaultMessage: 'Find booking' },
  notFound: { id: 'booking.lookup.notFound', defaultMessage: 'We could not find a booking with this booking ID and mobile number.' },
  linkInvalid: { id: 'booking.lookup.linkInvalid', defaultMessage: 'This booking link is not valid. Please enter your booking ID and mobile number.' },
  tooManyAttempts: { id: 'booking.lookup.tooManyAttempts', defaultMessage: 'Too many attempts to find this booking. Please try again in a few minutes.' },
});
