export { DEFAULT_SEARCH_ROOMS, MAX_ROOMS, countGuests, countInfants, countPets, formatRoomsConfigQuery, type RoomGuests } from './rooms-config';
export { roomsConfigQuery } from './rooms-config-query';
export { readRoomsConfigQuery } from './read-rooms-config-query';
export { searchMessages } from './search-messages';
export { messageById, validationMessages } from './messages';
export { addDays, defaultStayDates, isIsoDate, lastSearchableDate, normaliseStayDates, stayNights, todayIn, type StayDates } from './dates';
export { calendarDayState, calendarWindow, earliestCheckout, type CalendarDay } from './calendar';
export {
  bookingIdSchema,
  bookingLookupSchema,
  isLookupPhoneKeyAllowed,
  isLookupPhoneValid,
  lookupPhoneMaxLength,
  normaliseLookupPhone,
} from './booking-lookup';
export { PHONE_LENGTH, contactSchema, isEmailValid, isNameValid, isPhoneValidForCountry } from './contact';
export { addressSchema } from './address';
export { profileFieldOfErrorCode, profileFieldProblems, type ProfileField } from './profile-fields';
export { plusPrefixedCountryCode, splitName } from './sign-up';
export { isPhoneKeyAllowed } from './keypress';
export { isPhoneValidForDialCode, phoneLengthForDialCode } from './phone-for-dial-code';
export { isOpenSearchQuery, stayFromQuery } from './stay-query';
export { defaultRoomsFor } from './default-occupancy';
export { urlDateToIso } from './url-date';
export { FLEXIBLE_DAYS_CHOICES, flexibleDaysFromQuery, shiftedStays, type ShiftedStay } from './flexible-days';
