import { FormattedMessage, useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { OPEN_SEARCH_PRICE_NIGHTS } from '@stays/brand-config';
import { Price } from '@stays/ui';
import { fromPriceMessages } from './from-price-messages';
import { roomMessages } from './room-messages';
import styles from './RoomCategories.module.css';

/**
 * A room category with no dates chosen (an open search): 'from' its cheapest night, the price its listing card showed,
 * with taxes as the country shows them and the dates still to pick; or that no night of the window is free.
 */
export function RoomFromPrice({ category, currency }: { category: RoomCategory; currency: string }) {
  const intl = useIntl();
  const fromPrice = category.from_price_per_night ?? null;
  if (fromPrice === null) {
    return (
      <p className={styles.note} data-testid="room-from-price">
        {intl.formatMessage(fromPriceMessages.noFreeNight, { nights: OPEN_SEARCH_PRICE_NIGHTS })}
      </p>
    );
  }
  return (
    <>
      <p className={styles.perNight} data-testid="room-from-price">
        <FormattedMessage {...fromPriceMessages.fromPerNight} values={{ price: <Price amountMinor={fromPrice} currency={currency} size="lg" /> }} />
      </p>
      <p className={styles.note}>{intl.formatMessage(category.tax_clusivity === 'exclusive' ? roomMessages.taxesExtra : roomMessages.taxesIncluded)}</p>
      <p className={styles.note}>{intl.formatMessage(fromPriceMessages.datesForTotal)}</p>
    </>
  );
}
