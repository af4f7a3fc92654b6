import { FormattedMessage, useIntl } from 'react-intl';
import type { RoomCategory } from '@stays/api-client';
import { Card, Price, VisuallyHidden } from '@stays/ui';
import { showsLowAvailability } from '../../utils/low-availability';
import { roomMessages } from './room-messages';
import styles from './RoomCategories.module.css';

export interface RoomCategoryCardProps {
  category: RoomCategory;
  currency: string;
  nights: number;
  rooms: number;
}

/** One room category priced for the chosen stay; a sold-out category says so instead of a price. */
export function RoomCategoryCard({ category, currency, nights, rooms }: RoomCategoryCardProps) {
  const intl = useIntl();
  const perNight = (total: number) => (nights > 0 ? Math.round(total / nights) : total);
  const hasDiscount = category.summed_slasher_price !== null && category.discount_percentage > 0;
  return (
    <li className={styles.item}>
      <Card className={[styles.card, category.isSoldOut ? styles.soldOutCard : undefined].filter(Boolean).join(' ')}>
        <div className={styles.details}>
          <h3 className={styles.name}>{category.name}</h3>
          <p className={styles.occupancy}>{intl.formatMessage(roomMessages.occupancy, { count: category.max_occupancy_allowed })}</p>
          {category.one_liner ? <p className={styles.oneLiner}>{category.one_liner}</p> : null}
          {category.amenities.length > 0 ? (
            <ul className={styles.amenities}>
              {category.amenities.map((amenity) => (
                <li key={amenity}>{amenity}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.pricing}>
          {category.isSoldOut ? (
            <>
              <p className={styles.soldOut}>{intl.formatMessage(roomMessages.soldOut)}</p>
              <p className={styles.note}>{intl.formatMessage(roomMessages.soldOutHelp)}</p>
            </>
          ) : (
            <>
              {hasDiscount && category.summed_slasher_price !== null ? (
                <p className={styles.slasher}>
                  <VisuallyHidden>{intl.formatMessage(roomMessages.originalPrice)}</VisuallyHidden>
                  <Price amountMinor={perNight(category.summed_slasher_price)} currency={currency} size="sm" struck />
                  <span className={styles.discount}>
                    {intl.formatMessage(roomMessages.discount, { discount: intl.formatNumber(category.discount_percentage / 100, { style: 'percent' }) })}
                  </span>
                </p>
              ) : null}
              <p className={styles.perNight}>
                <FormattedMessage {...roomMessages.perNight} values={{ price: <Price amountMinor={perNight(category.summed_final_price)} currency={currency} size="lg" /> }} />
              </p>
              <p className={styles.note}>
                <FormattedMessage
                  {...roomMessages.total}
                  values={{ total: <Price amountMinor={category.summed_final_price} currency={currency} size="sm" />, nights, rooms }}
                />
              </p>
              <p className={styles.note}>
                {intl.formatMessage(category.tax_clusivity === 'exclusive' ? roomMessages.taxesExtra : roomMessages.taxesIncluded)}
              </p>
              {showsLowAvailability(category.available_rooms) ? (
                <p className={styles.urgency}>{intl.formatMessage(roomMessages.onlyLeft, { count: category.available_rooms })}</p>
              ) : null}
            </>
          )}
        </div>
      </Card>
    </li>
  );
}
