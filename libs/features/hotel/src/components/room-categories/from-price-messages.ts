import { defineMessages, type PrimitiveType } from 'react-intl';

type NoValues = Record<never, never>;

/** An open search's 'from' prices (no dates yet): per room category and as the page's headline. */
export const fromPriceMessages = defineMessages<{
  fromPerNight: { price: PrimitiveType };
  noFreeNight: { nights: number };
  datesForTotal: NoValues;
  datesToBook: NoValues;
  headlineNote: { nights: number };
  headlineNone: { nights: number };
}>({
  fromPerNight: { id: 'hotel.from.perNight', defaultMessage: 'from {price} per night' },
  noFreeNight: { id: 'hotel.from.noFreeNight', defaultMessage: 'No night free for your rooms and guests in the next {nights} nights' },
  datesForTotal: { id: 'hotel.from.datesForTotal', defaultMessage: 'Select dates to see the total' },
  datesToBook: { id: 'hotel.from.datesToBook', defaultMessage: 'Select dates to see the total and book' },
  headlineNote: { id: 'hotel.from.headlineNote', defaultMessage: 'The lowest price of a night in the next {nights} nights, for your rooms and guests.' },
  headlineNone: {
    id: 'hotel.from.headlineNone',
    defaultMessage: 'No room is free for your rooms and guests in the next {nights} nights. Select dates to check others.',
  },
});
