import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const modifyPropertyMessages = defineMessages<{
  open: NoValues;
  title: NoValues;
  intro: { checkin: string; checkout: string; city: string };
  howItWorks: NoValues;
  samePhone: NoValues;
  findStay: NoValues;
  keep: NoValues;
  banner: { bookingId: string };
  stop: NoValues;
  notYourBooking: { bookingId: string };
  notChangeable: { bookingId: string };
}>({
  open: { id: 'booking.modifyProperty.open', defaultMessage: 'Change property' },
  title: { id: 'booking.modifyProperty.title', defaultMessage: 'Change the property' },
  intro: { id: 'booking.modifyProperty.intro', defaultMessage: 'Pick another stay in {city} for the same dates, {checkin} – {checkout}, and the same rooms.' },
  howItWorks: {
    id: 'booking.modifyProperty.howItWorks',
    defaultMessage: 'This booking stays as it is until the new one is confirmed; then it is cancelled free of charge and anything you paid for it is refunded.',
  },
  samePhone: { id: 'booking.modifyProperty.samePhone', defaultMessage: 'Book the new stay with the phone number of this booking.' },
  findStay: { id: 'booking.modifyProperty.findStay', defaultMessage: 'Find another stay' },
  keep: { id: 'booking.modifyProperty.keep', defaultMessage: 'Keep this property' },
  banner: { id: 'booking.modifyProperty.banner', defaultMessage: 'Changing the property of booking {bookingId}' },
  stop: { id: 'booking.modifyProperty.stop', defaultMessage: 'Stop changing' },
  notYourBooking: {
    id: 'booking.modifyProperty.notYourBooking',
    defaultMessage: 'Booking {bookingId} was made with another phone number. Book with that number, or stop changing the property.',
  },
  notChangeable: {
    id: 'booking.modifyProperty.notChangeable',
    defaultMessage: 'Booking {bookingId} can no longer be changed. Stop changing the property to book this stay as a new booking.',
  },
});
