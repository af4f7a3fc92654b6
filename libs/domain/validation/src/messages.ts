import { searchMessages } from './search-messages';

/** A react-intl message descriptor, without depending on React. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/**
 * The messages of the validation rules (guest-journey §5, accounts-commerce §5). Zod issues carry the `id`
 * as their message; the UI looks the descriptor up (`messageById`) and translates it. Texts the spec quotes
 * are kept word for word; the others are ours and named after the spec's form error flags (§8).
 */
export const validationMessages = {
  destinationRequired: searchMessages.destinationRequired,
  roomConfigInvalid: { id: 'search.roomConfig.invalid', defaultMessage: 'Please choose rooms and guests' },
  checkinBeforeToday: { id: 'dates.checkin.beforeToday', defaultMessage: 'Check-in cannot be before today' },
  checkinTooFar: { id: 'dates.checkin.tooFar', defaultMessage: 'Check-in can be at most {months} months ahead' },
  checkoutNotAfterCheckin: { id: 'dates.checkout.notAfterCheckin', defaultMessage: 'Check-out must be after check-in' },
  stayTooLong: { id: 'dates.stay.tooLong', defaultMessage: 'A stay can be at most {nights} nights' },
  stayTooShort: { id: 'dates.stay.tooShort', defaultMessage: 'A minimum stay of {nights} nights applies from this check-in day' },
  dateInvalid: { id: 'dates.invalid', defaultMessage: 'Please enter a date as DD/MM/YYYY' },
  bookingIdRequired: { id: 'lookup.bookingId.required', defaultMessage: 'Please enter your booking id' },
  bookingIdHasSpaces: { id: 'lookup.bookingId.spaces', defaultMessage: 'A booking id has no spaces' },
  lookupPhoneInvalid: { id: 'lookup.phone.invalid', defaultMessage: 'Please enter a valid mobile number' },
  phoneHint: { id: 'contact.phone.hint', defaultMessage: 'Enter mobile number' },
  nameError: { id: 'contact.nameError', defaultMessage: 'Please enter a valid name' },
  fullNameError: { id: 'contact.fullNameError', defaultMessage: 'Please enter your first and last name' },
  emailError: { id: 'contact.emailError', defaultMessage: 'Please enter a valid email address' },
  phoneError: { id: 'contact.phoneError', defaultMessage: 'Please enter a valid mobile number' },
  streetNameError: { id: 'address.streetNameError', defaultMessage: 'Please enter a valid street name' },
  streetNoError: { id: 'address.streetNoError', defaultMessage: 'Please enter a valid house number' },
  postalCodeError: { id: 'address.postalCodeError', defaultMessage: 'Please enter a valid postal code' },
  cityError: { id: 'address.cityError', defaultMessage: 'Please enter a valid city' },
} as const satisfies Record<string, MessageDescriptor>;

const byId = new Map<string, MessageDescriptor>(Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]));

/** The descriptor whose id a zod issue carries; undefined for a message that is not one of ours. */
export function messageById(id: string): MessageDescriptor | undefined {
  return byId.get(id);
}
