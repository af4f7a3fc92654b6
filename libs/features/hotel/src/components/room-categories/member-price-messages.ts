import { defineMessages } from 'react-intl';

export const memberPriceMessages = defineMessages<{
  memberPrice: { total: string; percent: number };
}>({
  memberPrice: { id: 'hotel.rooms.memberPrice', defaultMessage: 'Wizard member price: {total} in total ({percent}% off, taxes included)' },
});
