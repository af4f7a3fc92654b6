/** A react-intl message descriptor, without depending on React. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
}

/** The spec's texts for booking rules and errors (guest-journey §4, §8; accounts-commerce §2, §8), word for word. */
export const bookingMessages = {
  minimumRooms: { id: 'booking.rooms.minimum', defaultMessage: 'A minimum of {count} room(s) need to be booked' },
  minimumAndMaximumRooms: { id: 'booking.rooms.minimumAndMaximum', defaultMessage: 'A minimum {min} and max {max} rooms can be booked' },
  maximumRooms: { id: 'booking.rooms.maximum', defaultMessage: 'Maximum {max} rooms can be booked' },
  tripleOccupancy: { id: 'booking.rooms.tripleOccupancy', defaultMessage: 'Maximum 2 guests are allowed per room' },
  onlyRoomsLeft: { id: 'booking.rooms.onlyLeft', defaultMessage: 'Only {count} room(s) left' },
  roomCategoriesEmpty: { id: 'hotel.roomCategories.empty', defaultMessage: 'room categories are empty' },
  // Ours: the spec names the pay-at-hotel rules (§4, §9) but not their texts.
  payAtHotelMaxRooms: { id: 'booking.payAtHotel.maxRooms', defaultMessage: 'Pay at hotel is available for at most {max} rooms' },
  payAtHotelNotAllowed: { id: 'booking.payAtHotel.notAllowed', defaultMessage: 'This property does not accept payment at the property' },
  bookingFailed: { id: 'booking.failed', defaultMessage: 'something went wrong' },
  onboardingFailed: { id: 'onboarding.failed', defaultMessage: 'Something went wrong' },
  offlineTitle: { id: 'offline.title', defaultMessage: 'Aw Snap' },
  offlineText: { id: 'offline.text', defaultMessage: 'Check if your device is connected to a mobile network or WiFi.' },
  offlineRetry: { id: 'offline.retry', defaultMessage: 'Try Again' },
  browseAsTravelAgent: { id: 'userMode.browseAsTravelAgent', defaultMessage: 'Browse as Travel Agent' },
  browseAsCorporate: { id: 'userMode.browseAsCorporate', defaultMessage: 'Browse as Corporate' },
  userModeContinue: { id: 'userMode.continue', defaultMessage: 'Continue' },
  travelAgentTitle: { id: 'userMode.travelAgentTitle', defaultMessage: 'View exclusive travel agent prices and comissions for this property' },
} as const satisfies Record<string, MessageDescriptor>;

/** A message with the values its placeholders need. */
export interface Message {
  descriptor: MessageDescriptor;
  values: Record<string, string | number>;
}
