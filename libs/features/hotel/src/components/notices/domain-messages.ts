import { defineMessages, type PrimitiveType } from 'react-intl';

/**
 * The spec's texts that @stays/booking-rules declares (bookingMessages), declared again under the same ids so the
 * catalogue extraction finds and translates them; domain-messages.test.ts keeps both in step.
 */
export const hotelDomainMessages = defineMessages<{
  minimumRooms: { count: PrimitiveType };
  minimumAndMaximumRooms: { min: PrimitiveType; max: PrimitiveType };
  maximumRooms: { max: PrimitiveType };
  tripleOccupancy: Record<never, never>;
  onlyRoomsLeft: { count: PrimitiveType };
  roomCategoriesEmpty: Record<never, never>;
  browseAsTravelAgent: Record<never, never>;
  browseAsCorporate: Record<never, never>;
  userModeContinue: Record<never, never>;
  travelAgentTitle: Record<never, never>;
}>({
  minimumRooms: { id: 'booking.rooms.minimum', defaultMessage: 'A minimum of {count} room(s) need to be booked' },
  minimumAndMaximumRooms: { id: 'booking.rooms.minimumAndMaximum', defaultMessage: 'A minimum {min} and max {max} rooms can be booked' },
  maximumRooms: { id: 'booking.rooms.maximum', defaultMessage: 'Maximum {max} rooms can be booked' },
  tripleOccupancy: { id: 'booking.rooms.tripleOccupancy', defaultMessage: 'Maximum 2 guests are allowed per room' },
  onlyRoomsLeft: { id: 'booking.rooms.onlyLeft', defaultMessage: 'Only {count} room(s) left' },
  roomCategoriesEmpty: { id: 'hotel.roomCategories.empty', defaultMessage: 'room categories are empty' },
  browseAsTravelAgent: { id: 'userMode.browseAsTravelAgent', defaultMessage: 'Browse as Travel Agent' },
  browseAsCorporate: { id: 'userMode.browseAsCorporate', defaultMessage: 'Browse as Corporate' },
  userModeContinue: { id: 'userMode.continue', defaultMessage: 'Continue' },
  travelAgentTitle: { id: 'userMode.travelAgentTitle', defaultMessage: 'View exclusive travel agent prices and comissions for this property' },
});

/** The room rules in a holiday-home's words: a home is let whole, so a guest books homes, not rooms. */
export const hotelDomainHomeWords = defineMessages<{
  minimumRooms: { count: PrimitiveType };
  minimumAndMaximumRooms: { min: PrimitiveType; max: PrimitiveType };
  maximumRooms: { max: PrimitiveType };
  tripleOccupancy: Record<never, never>;
  onlyRoomsLeft: { count: PrimitiveType };
}>({
  minimumRooms: { id: 'booking.homes.minimum', defaultMessage: 'A minimum of {count, plural, one {# home} other {# homes}} needs to be booked' },
  minimumAndMaximumRooms: { id: 'booking.homes.minimumAndMaximum', defaultMessage: 'Between {min} and {max} homes can be booked' },
  maximumRooms: { id: 'booking.homes.maximum', defaultMessage: 'At most {max, plural, one {# home} other {# homes}} can be booked' },
  tripleOccupancy: { id: 'booking.homes.tooManyGuests', defaultMessage: 'Too many guests for this home: choose fewer guests or another home' },
  onlyRoomsLeft: { id: 'booking.homes.onlyLeft', defaultMessage: 'Only {count} left' },
});
