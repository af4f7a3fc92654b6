import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

/**
 * The domain libraries' texts this feature shows (@stays/validation, @stays/booking-rules, @stays/pricing), declared here as well so
 * the extraction puts them in the catalogues to translate. domain-messages.test.ts keeps them equal to the domain's.
 */
export const domainMessages = defineMessages<{
  fullNameError: NoValues;
  emailError: NoValues;
  phoneError: NoValues;
  bookingIdRequired: NoValues;
  bookingIdHasSpaces: NoValues;
  lookupPhoneInvalid: NoValues;
  payAtHotelMaxRooms: { max: number };
  payAtHotelNotAllowed: NoValues;
  bookingFailed: NoValues;
  invalidAmount: NoValues;
  belowMinimum: { currency: string; minimum: string };
  abovePayable: { currency: string; payable: string };
}>({
  fullNameError: { id: 'contact.fullNameError', defaultMessage: 'Please enter your first and last name' },
  emailError: { id: 'contact.emailError', defaultMessage: 'Please enter a valid email address' },
  phoneError: { id: 'contact.phoneError', defaultMessage: 'Please enter a valid mobile number' },
  bookingIdRequired: { id: 'lookup.bookingId.required', defaultMessage: 'Please enter your booking id' },
  bookingIdHasSpaces: { id: 'lookup.bookingId.spaces', defaultMessage: 'A booking id has no spaces' },
  lookupPhoneInvalid: { id: 'lookup.phone.invalid', defaultMessage: 'Please enter a valid mobile number' },
  payAtHotelMaxRooms: { id: 'booking.payAtHotel.maxRooms', defaultMessage: 'Pay at hotel is available for at most {max} rooms' },
  payAtHotelNotAllowed: { id: 'booking.payAtHotel.notAllowed', defaultMessage: 'This property does not accept payment at the property' },
  bookingFailed: { id: 'booking.failed', defaultMessage: 'something went wrong' },
  invalidAmount: { id: 'payment.amount.invalid', defaultMessage: 'Please enter a valid payment amount.' },
  belowMinimum: { id: 'payment.amount.belowMinimum', defaultMessage: 'Minimum amount to be paid is greater than {currency} {minimum}' },
  abovePayable: { id: 'payment.amount.abovePayable', defaultMessage: "Amount can't be greater than {currency} {payable}" },
});
