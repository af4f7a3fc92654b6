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
