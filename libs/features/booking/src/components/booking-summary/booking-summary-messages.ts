import { defineMessages } from 'react-intl';
import { useStayWords } from '@stays/ui';

type NoValues = Record<never, never>;

export const summaryMessages = defineMessages<{
  title: NoValues;
  stayDates: { checkin: string; checkout: string };
  stayGuests: { nights: number; rooms: number; guests: number };
  roomCategory: NoValues;
  contactHeading: NoValues;
  name: NoValues;
  email: NoValues;
  dialCode: NoValues;
  phone: NoValues;
  phoneHint: NoValues;
  paymentHeading: NoValues;
  payAtHotel: NoValues;
  payAtHotelNote: NoValues;
  payOnline: NoValues;
  payOnlineNote: NoValues;
  priceHeading: NoValues;
  roomPrice: { nights: number; rooms: number };
  discount: NoValues;
  taxes: NoValues;
  taxesIncluded: NoValues;
  total: NoValues;
  submit: NoValues;
  submitting: NoValues;
  noRooms: NoValues;
  fixErrors: NoValues;
  errorTitle: NoValues;
  roomsGone: NoValues;
  errorRetry: NoValues;
  errorBack: NoValues;
  errorEdit: NoValues;
  couponLine: { code: string };
  couponRemove: NoValues;
  couponChecking: { code: string };
  couponRefused: { code: string; message: string };
  couponFailed: NoValues;
  payFull: NoValues;
  payPart: { percent: number };
  partAmount: NoValues;
  partHint: { minimum: string; total: string };
}>({
  title: { id: 'booking.summary.title', defaultMessage: 'Complete your booking' },
  stayDates: { id: 'booking.summary.stayDates', defaultMessage: '{checkin} – {checkout}' },
  stayGuests: {
    id: 'booking.summary.stayGuests',
    defaultMessage:
      '{nights, plural, one {# night} other {# nights}} · {rooms, plural, one {# room} other {# rooms}} · {guests, plural, one {# guest} other {# guests}}',
  },
  roomCategory: { id: 'booking.summary.roomCategory', defaultMessage: 'Room' },
  contactHeading: { id: 'booking.summary.contactHeading', defaultMessage: 'Guest details' },
  name: { id: 'booking.summary.name', defaultMessage: 'Full name' },
  email: { id: 'booking.summary.email', defaultMessage: 'Email' },
  dialCode: { id: 'booking.summary.dialCode', defaultMessage: 'Country code' },
  phone: { id: 'booking.summary.phone', defaultMessage: 'Mobile number' },
  phoneHint: { id: 'booking.summary.phoneHint', defaultMessage: 'We send your booking confirmation by SMS and email.' },
  paymentHeading: { id: 'booking.summary.paymentHeading', defaultMessage: 'How would you like to pay?' },
  payAtHotel: { id: 'booking.summary.payAtHotel', defaultMessage: 'Pay at the property' },
  payAtHotelNote: { id: 'booking.summary.payAtHotelNote', defaultMessage: 'Nothing to pay now: you pay during your stay.' },
  payOnline: { id: 'booking.summary.payOnline', defaultMessage: 'Pay online now' },
  payOnlineNote: { id: 'booking.summary.payOnlineNote', defaultMessage: 'Card, UPI, net banking or wallet on a secure payment page.' },
  priceHeading: { id: 'booking.summary.priceHeading', defaultMessage: 'Price details' },
  roomPrice: {
    id: 'booking.summary.roomPrice',
    defaultMessage: 'Room price for {nights, plural, one {# night} other {# nights}} × {rooms, plural, one {# room} other {# rooms}}',
  },
  discount: { id: 'booking.summary.discount', defaultMessage: 'Discount' },
  taxes: { id: 'booking.summary.taxes', defaultMessage: 'Taxes and fees' },
  taxesIncluded: { id: 'booking.summary.taxesIncluded', defaultMessage: 'Taxes and fees included' },
  total: { id: 'booking.summary.total', defaultMessage: 'Total to pay' },
  submit: { id: 'booking.summary.submit', defaultMessage: 'Book' },
  submitting: { id: 'booking.summary.submitting', defaultMessage: 'Booking…' },
  noRooms: { id: 'booking.summary.noRooms', defaultMessage: 'No room is available for these dates. Please change your dates or guests.' },
  fixErrors: { id: 'booking.summary.fixErrors', defaultMessage: 'Please correct the highlighted details.' },
  errorTitle: { id: 'booking.error.title', defaultMessage: 'We could not complete your booking' },
  roomsGone: {
    id: 'booking.error.roomsGone',
    defaultMessage: 'These rooms were just booked by another guest. Please choose another room or other dates.',
  },
  errorRetry: { id: 'booking.error.retry', defaultMessage: 'Try again' },
  errorBack: { id: 'booking.error.back', defaultMessage: 'Back to the property' },
  errorEdit: { id: 'booking.error.edit', defaultMessage: 'Edit details' },
  couponLine: { id: 'booking.summary.couponLine', defaultMessage: 'Coupon {code}' },
  couponRemove: { id: 'booking.summary.couponRemove', defaultMessage: 'Remove coupon' },
  couponChecking: { id: 'booking.summary.couponChecking', defaultMessage: 'Checking coupon {code}…' },
  couponRefused: { id: 'booking.summary.couponRefused', defaultMessage: 'Coupon {code} is not applied: {message}' },
  couponFailed: { id: 'booking.summary.couponFailed', defaultMessage: 'The coupon could not be checked. Try again later.' },
  payFull: { id: 'booking.summary.payFull', defaultMessage: 'Pay the full amount now' },
  payPart: { id: 'booking.summary.payPart', defaultMessage: 'Pay part now (at least {percent}%), the rest later' },
  partAmount: { id: 'booking.summary.partAmount', defaultMessage: 'Amount to pay now' },
  partHint: { id: 'booking.summary.partHint', defaultMessage: 'Between {minimum} and {total}' },
});

/** The booking form in a holiday-home's words: a home is let whole, so the guest books homes, not rooms. */
const summaryHomeWords = defineMessages<{
  stayGuests: { nights: number; rooms: number; guests: number };
  roomCategory: NoValues;
  roomPrice: { nights: number; rooms: number };
  noRooms: NoValues;
}>({
  stayGuests: {
    id: 'booking.summary.stayGuests.homes',
    defaultMessage:
      '{nights, plural, one {# night} other {# nights}} · {rooms, plural, one {# home} other {# homes}} · {guests, plural, one {# guest} other {# guests}}',
  },
  roomCategory: { id: 'booking.summary.homeCategory', defaultMessage: 'Home' },
  roomPrice: {
    id: 'booking.summary.homePrice',
    defaultMessage: 'Price for {nights, plural, one {# night} other {# nights}}{rooms, plural, one {} other { × # homes}}',
  },
  noRooms: { id: 'booking.summary.noHomes', defaultMessage: 'This home is not available for these dates. Please change your dates or guests.' },
});

/** The booking form's messages in the words of the stay being booked. */
export function useSummaryMessages(): typeof summaryMessages {
  return useStayWords(summaryMessages, summaryHomeWords);
}
