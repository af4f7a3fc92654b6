import { defineMessages } from 'react-intl';

/** Texts of the offline page (guest-journey §2 /offline, accounts-commerce §2), its banner and the trips kept on the device. */
type NoValues = Record<never, never>;

export const offlineMessages = defineMessages<{
  title: NoValues;
  body: NoValues;
  tryAgain: NoValues;
  pageTitle: { brand: string };
  tripsTitle: NoValues;
  tripsLead: NoValues;
  tripDates: { checkin: string; checkout: string };
  tripBookingNumber: { bookingId: string };
  banner: NoValues;
  savedForOffline: NoValues;
}>({
  title: { id: 'web.offline.title', defaultMessage: 'Aw Snap' },
  body: { id: 'web.offline.body', defaultMessage: 'Check if your device is connected to a mobile network or WiFi.' },
  tryAgain: { id: 'web.offline.tryAgain', defaultMessage: 'Try Again' },
  pageTitle: { id: 'web.offline.pageTitle', defaultMessage: 'You are offline | {brand}' },
  tripsTitle: { id: 'web.offline.trips.title', defaultMessage: 'Your trips on this device' },
  tripsLead: { id: 'web.offline.trips.lead', defaultMessage: 'These bookings open without a connection until you check out.' },
  tripDates: { id: 'web.offline.trips.dates', defaultMessage: '{checkin} to {checkout}' },
  tripBookingNumber: { id: 'web.offline.trips.bookingNumber', defaultMessage: 'Booking {bookingId}' },
  banner: { id: 'web.offline.banner', defaultMessage: 'You are offline. This page stays readable; the rest of the site opens again once you are connected.' },
  savedForOffline: { id: 'web.offline.savedForOffline', defaultMessage: 'Saved for offline use on this device until check-out.' },
});

/** Texts of our own add-to-home-screen offer (accounts-commerce §4). */
export const installMessages = defineMessages<{ title: { brand: string }; body: NoValues; add: NoValues; notNow: NoValues }>({
  title: { id: 'web.install.title', defaultMessage: 'Add {brand} to your home screen' },
  body: { id: 'web.install.body', defaultMessage: 'Open your bookings in one tap, even without a connection.' },
  add: { id: 'web.install.add', defaultMessage: 'Add to home screen' },
  notNow: { id: 'web.install.notNow', defaultMessage: 'Not now' },
});
