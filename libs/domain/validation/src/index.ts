export {
  DEFAULT_SEARCH_ROOMS,
  MAX_ROOMS,
  countGuests,
  countInfants,
  countPets,
  formatRoomsConfigQuery,
  isTravellingWithPets,
  type RoomGuests,
} from './rooms-config';
export { roomsConfigQuery } from './rooms-config-query';
export { readRoomsConfigQuery, type RoomsConfigReading } from './read-rooms-config-query';
export { searchMessages } from './search-messages';
export { messageById, validationMessages, type MessageDescriptor } from './messages';
export { destinationSchema } from './search';
export { compactOccupancy, formatCompactOccupancy, roomConfigFromString } from './room-config';
export {
  addDays,
  addMonths,
  defaultStayDates,
  displayDateToIso,
  formatIsoDate,
  isIsoDate,
  isoToDisplayDate,
  lastSearchableDate,
  monthBounds,
  normaliseStayDates,
  stayNights,
  todayIn,
  type DateFormat,
  type IsoDate,
  type NormalisedStay,
  type StayDateContext,
  type StayDates,
} from './dates';
export { displayDateSchema, stayDatesSchema } from './dates-schema';
export { calendarDayState, calendarWindow, earliestCheckout, type CalendarDay, type CalendarDayState } from './calendar';
export { bookingIdSchema, bookingLookupSchema, isLookupPhoneValid, normaliseLookupPhone } from './booking-lookup';
export {
  PHONE_LENGTH,
  STRICT_PHONE_LENGTH,
  contactSchema,
  emailSchema,
  fullNameSchema,
  isEmailValid,
  isFullNameValid,
  isNameValid,
  isPhoneValid,
  isPhoneValidForCountry,
  nameSchema,
  phoneSchema,
  phoneSchemaForCountry,
  strictPhoneSchema,
} from './contact';
export { addressSchema, citySchema, postalCodeSchema, streetNameSchema, streetNoSchema } from './address';
export { buildSignUpBody, dropEmptyValues, plusPrefixedCountryCode, splitName, type SignUpInput } from './sign-up';
export { NAVIGATION_KEYS, isNameKeyAllowed, isPhoneKeyAllowed } from './keypress';
export { isOpenSearchQuery, stayFromQuery, type StayFromQuery } from './stay-query';
export { FLEXIBLE_DAYS_CHOICES, MAX_FLEXIBLE_DAYS, flexibleDaysFromQuery, flexibleStays, shiftedStays, type FlexibleDaysCount, type ShiftedStay } from './flexible-days';
