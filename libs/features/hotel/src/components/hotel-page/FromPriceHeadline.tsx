import { FormattedMessage, useIntl } from 'react-intl';
import type { HotelDetails } from '@stays/api-client';
import { OPEN_SEARCH_PRICE_NIGHTS } from '@stays/brand-config';
import { Price } from '@stays/ui';
import { fromPriceMessages } from '../room-categories/from-price-messages';
import { roomMessages } from '../room-categories/room-messages';
import styles from './HotelPageView.module.css';

/**
 * The page's headline with no dates chosen (an open search): the hotel 'from' its cheapest room category's cheapest
 * night — its listing card's price — with taxes as the country shows them; or that no night of the window is free.
 */
export function FromPriceHeadline({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const fromPrice = hotel.from_price_per_night ?? null;
  const nights = OPEN_SEARCH_PRICE_NIGHTS;
  if (fromPrice === null) {
    return (
      <p className={styles.fromNote} data-testid="hotel-from-price">
        {intl.formatMessage(fromPriceMessages.headlineNone, { nights })}
      </p>
    );
  }
  const exclusive = hotel.room_categories_with_data.some((category) => category.tax_clusivity === 'exclusive');
  return (
    <div>
      <p className={styles.fromPrice} data-testid="hotel-from-price">
        <FormattedMessage {...fromPriceMessages.fromPerNight} values={{ price: <Price amountMinor={fromPrice} currency={hotel.currency_code} size="lg" /> }} />{' '}
        <span className={styles.fromNote}>{intl.formatMessage(exclusive ? roomMessages.taxesExtra : roomMessages.taxesIncluded)}</span>
      </p>
      <p className={styles.fromNote}>{intl.formatMessage(fromPriceMessages.headlineNote, { nights })}</p>
    </div>
  );
}
