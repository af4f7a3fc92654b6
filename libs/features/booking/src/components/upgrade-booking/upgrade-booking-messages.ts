import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const upgradeBookingMessages = defineMessages<{
  open: NoValues;
  title: NoValues;
  intro: { room: string; checkin: string; checkout: string };
  newPrice: NoValues;
  difference: NoValues;
  toPay: NoValues;
  toPayAtProperty: NoValues;
  toRefund: NoValues;
  choose: { room: string };
  none: NoValues;
  notModifiable: NoValues;
  back: NoValues;
  roomGone: NoValues;
  failed: NoValues;
  upgradedTitle: NoValues;
}>({
  open: { id: 'booking.upgrade.open', defaultMessage: 'Upgrade your room' },
  title: { id: 'booking.upgrade.title', defaultMessage: 'Upgrade your room' },
  intro: {
    id: 'booking.upgrade.intro',
    defaultMessage: 'You booked {room} from {checkin} to {checkout}. These better rooms are free for the same dates and guests.',
  },
  newPrice: { id: 'booking.upgrade.newPrice', defaultMessage: 'New price' },
  difference: { id: 'booking.upgrade.difference', defaultMessage: 'Price difference' },
  toPay: { id: 'booking.upgrade.toPay', defaultMessage: 'To pay now' },
  toPayAtProperty: { id: 'booking.upgrade.toPayAtProperty', defaultMessage: 'The difference is paid at the property.' },
  toRefund: { id: 'booking.upgrade.toRefund', defaultMessage: 'To be refunded' },
  choose: { id: 'booking.upgrade.choose', defaultMessage: 'Upgrade to {room}' },
  none: { id: 'booking.upgrade.none', defaultMessage: 'No better room is free for your dates right now.' },
  notModifiable: { id: 'booking.upgrade.notModifiable', defaultMessage: 'This booking can no longer be upgraded.' },
  back: { id: 'booking.upgrade.back', defaultMessage: 'Back to my booking' },
  roomGone: { id: 'booking.upgrade.roomGone', defaultMessage: 'This room was just booked by another guest. Please choose another room.' },
  failed: { id: 'booking.upgrade.failed', defaultMessage: 'We could not upgrade your room. Please try again.' },
  upgradedTitle: { id: 'booking.upgrade.upgradedTitle', defaultMessage: 'Your room is upgraded' },
});
