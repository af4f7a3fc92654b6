import { defineMessages } from 'react-intl';
import type { SoldOutReasonCode } from '@stays/api-client';

/** Why a room category cannot be booked, as the guest reads it (one line per reason of the reply). */
export const soldOutMessages = defineMessages<SoldOutReasonCode>({
  noRoomsAvailable: { id: 'hotel.soldOut.noRoomsAvailable', defaultMessage: 'No rooms left on one or more nights' },
  fewerThanRequested: { id: 'hotel.soldOut.fewerThanRequested', defaultMessage: 'Fewer rooms left than you asked for' },
  invalidPricing: { id: 'hotel.soldOut.invalidPricing', defaultMessage: 'No price for these dates' },
  overMaxOccupancy: { id: 'hotel.soldOut.overMaxOccupancy', defaultMessage: 'Too many adults for one room' },
  fewerThanMinimumRooms: { id: 'hotel.soldOut.fewerThanMinimumRooms', defaultMessage: 'Fewer rooms left than this property’s minimum booking' },
  roomRestriction: { id: 'hotel.soldOut.roomRestriction', defaultMessage: 'Fewer rooms than this property’s minimum booking' },
  minimumStay: { id: 'hotel.soldOut.minimumStay', defaultMessage: 'A longer stay is needed from this check-in day' },
});

/** The reasons that speak of rooms, in a holiday-home's words (a home is let whole). */
export const soldOutHomeWords = defineMessages<
  Extract<SoldOutReasonCode, 'noRoomsAvailable' | 'fewerThanRequested' | 'overMaxOccupancy' | 'fewerThanMinimumRooms' | 'roomRestriction'>
>({
  noRoomsAvailable: { id: 'hotel.soldOut.homes.noneAvailable', defaultMessage: 'Already booked on one or more nights' },
  fewerThanRequested: { id: 'hotel.soldOut.homes.fewerThanRequested', defaultMessage: 'Fewer homes free than you asked for' },
  overMaxOccupancy: { id: 'hotel.soldOut.homes.overMaxOccupancy', defaultMessage: 'Too many guests for this home' },
  fewerThanMinimumRooms: { id: 'hotel.soldOut.homes.fewerThanMinimum', defaultMessage: 'Fewer homes free than the minimum booking' },
  roomRestriction: { id: 'hotel.soldOut.homes.restriction', defaultMessage: 'Fewer homes than the minimum booking' },
});
