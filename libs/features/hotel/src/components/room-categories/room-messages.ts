import { defineMessages, type PrimitiveType } from 'react-intl';

type NoValues = Record<never, never>;

type RoomValues = {
  title: NoValues;
  occupancy: { count: number };
  perNight: { price: PrimitiveType };
  total: { total: PrimitiveType; nights: number; rooms: number };
  originalPrice: NoValues;
  discount: { discount: string };
  taxesExtra: NoValues;
  taxesIncluded: NoValues;
  onlyLeft: { count: number };
  soldOut: NoValues;
  soldOutHelp: NoValues;
  noneAvailable: NoValues;
  taxLine: { tax: PrimitiveType };
  taxesIncludedAmount: { tax: PrimitiveType };
  select: { name: string };
  selected: NoValues;
  book: NoValues;
  fetching: NoValues;
  failed: NoValues;
  retry: NoValues;
};

export const roomMessages = defineMessages<RoomValues>({
  title: { id: 'hotel.rooms.title', defaultMessage: 'Choose your room' },
  occupancy: { id: 'hotel.rooms.occupancy', defaultMessage: 'Up to {count, plural, one {# guest} other {# guests}} per room' },
  perNight: { id: 'hotel.rooms.perNight', defaultMessage: '{price} per night' },
  total: {
    id: 'hotel.rooms.total',
    defaultMessage: '{total} total for {nights, plural, one {# night} other {# nights}}, {rooms, plural, one {# room} other {# rooms}}',
  },
  originalPrice: { id: 'hotel.rooms.originalPrice', defaultMessage: 'Original price' },
  discount: { id: 'hotel.rooms.discount', defaultMessage: '{discount} off' },
  taxesExtra: { id: 'hotel.rooms.taxesExtra', defaultMessage: '+ taxes and fees' },
  taxesIncluded: { id: 'hotel.rooms.taxesIncluded', defaultMessage: 'Includes taxes and fees' },
  onlyLeft: { id: 'hotel.rooms.onlyLeft', defaultMessage: 'Only {count} room(s) left' },
  soldOut: { id: 'hotel.rooms.soldOut', defaultMessage: 'Sold out' },
  soldOutHelp: { id: 'hotel.rooms.soldOutHelp', defaultMessage: 'Not available for your dates and guests' },
  noneAvailable: { id: 'hotel.rooms.noneAvailable', defaultMessage: 'Every room is sold out for these dates. Try other dates.' },
  taxLine: { id: 'hotel.rooms.taxLine', defaultMessage: '+ {tax} taxes and fees' },
  taxesIncludedAmount: { id: 'hotel.rooms.taxesIncludedAmount', defaultMessage: 'Includes {tax} taxes and fees' },
  select: { id: 'hotel.rooms.select', defaultMessage: 'Select {name}' },
  selected: { id: 'hotel.rooms.selected', defaultMessage: 'Selected' },
  book: { id: 'hotel.rooms.book', defaultMessage: 'Continue to book' },
  fetching: { id: 'hotel.rooms.fetching', defaultMessage: 'Checking prices and availability…' },
  failed: { id: 'hotel.rooms.failed', defaultMessage: 'We could not check the rooms for these dates.' },
  retry: { id: 'hotel.rooms.retry', defaultMessage: 'Try again' },
});

/** The same in a holiday-home's words: a home is let whole ("Only 1 left", "Choose your home"). */
export const roomHomeWords = defineMessages<Pick<RoomValues, 'title' | 'occupancy' | 'total' | 'onlyLeft' | 'noneAvailable' | 'failed'>>({
  title: { id: 'hotel.homes.title', defaultMessage: 'Choose your home' },
  occupancy: { id: 'hotel.homes.occupancy', defaultMessage: 'Sleeps up to {count, plural, one {# guest} other {# guests}}' },
  total: {
    id: 'hotel.homes.total',
    defaultMessage: '{total} total for {nights, plural, one {# night} other {# nights}}{rooms, plural, one {} other {, # homes}}',
  },
  onlyLeft: { id: 'hotel.homes.onlyLeft', defaultMessage: 'Only {count} left' },
  noneAvailable: { id: 'hotel.homes.noneAvailable', defaultMessage: 'This home is booked for these dates. Try other dates.' },
  failed: { id: 'hotel.homes.failed', defaultMessage: 'We could not check this home for these dates.' },
});
