import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const myBookingsMessages = defineMessages<{
  title: NoValues;
  filters: NoValues;
  all: NoValues;
  confirmed: NoValues;
  checkedIn: NoValues;
  checkedOut: NoValues;
  cancelled: NoValues;
  upcoming: NoValues;
  completed: NoValues;
  empty: NoValues;
  stay: { checkin: string; checkout: string };
  view: { hotel: string };
  more: NoValues;
  count: { shown: number; total: number };
}>({
  title: { id: 'booking.list.title', defaultMessage: 'My bookings' },
  filters: { id: 'booking.list.filters', defaultMessage: 'Show bookings' },
  all: { id: 'booking.list.all', defaultMessage: 'All' },
  confirmed: { id: 'booking.list.confirmed', defaultMessage: 'Confirmed' },
  checkedIn: { id: 'booking.list.checkedIn', defaultMessage: 'Checked in' },
  checkedOut: { id: 'booking.list.checkedOut', defaultMessage: 'Checked out' },
  cancelled: { id: 'booking.list.cancelled', defaultMessage: 'Cancelled' },
  upcoming: { id: 'booking.list.upcoming', defaultMessage: 'Upcoming' },
  completed: { id: 'booking.list.completed', defaultMessage: 'Completed' },
  empty: { id: 'booking.list.empty', defaultMessage: 'No bookings here yet.' },
  stay: { id: 'booking.list.stay', defaultMessage: '{checkin} – {checkout}' },
  view: { id: 'booking.list.view', defaultMessage: 'View booking at {hotel}' },
  more: { id: 'booking.list.more', defaultMessage: 'Show more bookings' },
  count: { id: 'booking.list.count', defaultMessage: '{shown} of {total}' },
});
