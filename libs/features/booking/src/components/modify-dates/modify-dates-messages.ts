import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const modifyDatesMessages = defineMessages<{
  open: NoValues;
  title: NoValues;
  intro: { checkin: string; checkout: string };
  checkin: NoValues;
  checkout: NoValues;
  checkPrice: NoValues;
  unavailable: NoValues;
  oldAmount: NoValues;
  newAmount: NoValues;
  toPay: NoValues;
  toRefund: NoValues;
  noDifference: NoValues;
  confirm: NoValues;
  keep: NoValues;
  roomsGone: NoValues;
  failed: NoValues;
  datesInvalid: NoValues;
  modifiedTitle: NoValues;
}>({
  open: { id: 'booking.modifyDates.open', defaultMessage: 'Change dates' },
  title: { id: 'booking.modifyDates.title', defaultMessage: 'Change your dates' },
  intro: { id: 'booking.modifyDates.intro', defaultMessage: 'Your stay now: {checkin} – {checkout}. Same room and guests, new dates.' },
  checkin: { id: 'booking.modifyDates.checkin', defaultMessage: 'New check-in' },
  checkout: { id: 'booking.modifyDates.checkout', defaultMessage: 'New check-out' },
  checkPrice: { id: 'booking.modifyDates.checkPrice', defaultMessage: 'Check price' },
  unavailable: { id: 'booking.modifyDates.unavailable', defaultMessage: 'This room is not available for these dates. Please try other dates.' },
  oldAmount: { id: 'booking.modifyDates.oldAmount', defaultMessage: 'Current price' },
  newAmount: { id: 'booking.modifyDates.newAmount', defaultMessage: 'New price' },
  toPay: { id: 'booking.modifyDates.toPay', defaultMessage: 'To pay now' },
  toRefund: { id: 'booking.modifyDates.toRefund', defaultMessage: 'To be refunded' },
  noDifference: { id: 'booking.modifyDates.noDifference', defaultMessage: 'Nothing more to pay.' },
  confirm: { id: 'booking.modifyDates.confirm', defaultMessage: 'Confirm new dates' },
  keep: { id: 'booking.modifyDates.keep', defaultMessage: 'Keep my dates' },
  roomsGone: { id: 'booking.modifyDates.roomsGone', defaultMessage: 'These dates were just booked by another guest. Please choose other dates.' },
  failed: { id: 'booking.modifyDates.failed', defaultMessage: 'We could not change your dates. Please try again.' },
  datesInvalid: { id: 'booking.modifyDates.datesInvalid', defaultMessage: 'Check-out must be after check-in, from today on.' },
  modifiedTitle: { id: 'booking.modifyDates.modifiedTitle', defaultMessage: 'Your new dates are confirmed' },
});
