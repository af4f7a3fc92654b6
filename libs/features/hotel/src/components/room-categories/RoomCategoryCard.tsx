import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { RoomCategory } from '@stays/api-client';
import { formatMoney, stayCharge } from '@stays/pricing';
import { Card, Price, VisuallyHidden, amenityName, roomCategoryName, roomOneLiner, useStayWords } from '@stays/ui';
import { memberPriceMessages } from './member-price-messages';
import { showsLowAvailability } from '../../utils/low-availability';
import { RoomCategoryFeatures } from './RoomCategoryFeatures';
import { RoomCategoryMedia } from './RoomCategoryMedia';
import { RoomFromPrice } from './RoomFromPrice';
import { roomHomeWords, roomMessages as hotelWords } from './room-messages';
import { soldOutHomeWords, soldOutMessages as soldOutHotelWords } from './sold-out-messages';
import styles from './RoomCategories.module.css';

export interface RoomCategoryCardProps {
  category: RoomCategory;
  currency: string;
  nights: number;
  rooms: number;
  selected?: boolean;
  /** Selects this category (selected_rcid) and opens the booking form (?modal=bookingSummary); absent: no action. */
  selectHref?: string;
  bookHref?: string;
  /** The signed-in guest is a wizard member: the member price (wizard discount off the price, tax on what is left). */
  wizardMember?: boolean;
  /** Beside the price: what its parts mean (the page's tooltip info call). */
  priceTip?: ReactNode;
  /** No stay is chosen (an open search): the category is shown 'from' its cheapest night, without a way to book it. */
  unpriced?: boolean;
}

/**
 * One room category priced for the chosen stay: per night and total, taxes as the country shows them (included, or
 * added on a line of their own), the slasher price and discount, 'Only N room(s) left'; a sold-out category says why.
 * With no stay chosen (an open search) it shows its 'from' price per night instead.
 */
export function RoomCategoryCard({
  category,
  currency,
  nights,
  rooms,
  selected = false,
  selectHref,
  bookHref,
  wizardMember = false,
  priceTip,
  unpriced = false,
}: RoomCategoryCardProps) {
  const intl = useIntl();
  const roomMessages = useStayWords(hotelWords, roomHomeWords);
  const soldOutMessages = useStayWords(soldOutHotelWords, soldOutHomeWords);
  const perNight = (total: number) => (nights > 0 ? Math.round(total / nights) : total);
  const hasDiscount = category.summed_slasher_price !== null && category.discount_percentage > 0;
  // As on the listing card: exclusive countries show the price per night before tax ('+ taxes and fees'), inclusive
  // ones with tax; the total is what the guest is charged (stayCharge), with the tax it includes on a line of its own.
  const charge = stayCharge(category);
  const classes = [styles.card, category.isSoldOut && !unpriced ? styles.soldOutCard : undefined, selected ? styles.selectedCard : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={styles.item} data-testid="room-category" data-category-id={category.id}>
      <Card className={classes}>
        <div className={styles.details}>
          <h3 className={styles.name}>{roomCategoryName(intl, category.name)}</h3>
          {category.one_liner ? <p className={styles.oneLiner}>{roomOneLiner(intl, category.one_liner)}</p> : null}
          <p className={styles.occupancy}>{intl.formatMessage(roomMessages.occupancy, { count: category.max_occupancy_allowed })}</p>
          <RoomCategoryMedia category={category} />
          {category.amenities.length > 0 ? (
            <ul className={styles.amenities}>
              {category.amenities.map((amenity) => (
                <li key={amenity}>{amenityName(intl, amenity)}</li>
              ))}
            </ul>
          ) : null}
          <RoomCategoryFeatures category={category} currency={currency} />
        </div>
        <div className={styles.pricing}>
          {unpriced ? (
            <RoomFromPrice category={category} currency={currency} />
          ) : category.isSoldOut ? (
            <>
              <p className={styles.soldOut}>{intl.formatMessage(roomMessages.soldOut)}</p>
              <ul className={styles.reasons}>
                {category.sold_out_reasons.map((reason) => (
                  <li key={reason}>{intl.formatMessage(soldOutMessages[reason])}</li>
                ))}
              </ul>
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
                <FormattedMessage
                  {...roomMessages.perNight}
                  values={{ price: <Price amountMinor={perNight(charge.priceMinor)} currency={currency} size="lg" /> }}
                />
                {priceTip}
              </p>
              {charge.taxOnTopMinor > 0 ? <p className={styles.note}>{intl.formatMessage(roomMessages.taxesExtra)}</p> : null}
              <p className={styles.note} data-testid="room-total">
                <FormattedMessage
                  {...roomMessages.total}
                  values={{ total: <Price amountMinor={charge.totalMinor} currency={currency} size="sm" />, nights, rooms }}
                />
              </p>
              {wizardMember && category.wizard_discount_amount > 0 ? (
                <p className={styles.memberPrice} data-testid="member-price">
                  {intl.formatMessage(memberPriceMessages.memberPrice, {
                    total: formatMoney(stayCharge(category, category.wizard_discount_amount, currency).totalMinor, currency, intl.locale),
                    percent: category.wizard_discount_percentage,
                  })}
                </p>
              ) : null}
              <p className={styles.note}>
                {charge.taxOnTopMinor > 0 ? (
                  <FormattedMessage
                    {...roomMessages.taxesIncludedAmount}
                    values={{ tax: <Price amountMinor={charge.taxOnTopMinor} currency={currency} size="sm" /> }}
                  />
                ) : (
                  intl.formatMessage(roomMessages.taxesIncluded)
                )}
              </p>
              {showsLowAvailability(category.available_rooms) ? (
                <p className={styles.urgency}>{intl.formatMessage(roomMessages.onlyLeft, { count: category.available_rooms })}</p>
              ) : null}
              <div className={styles.actions}>
                {selected ? (
                  <span className={styles.selectedBadge}>{intl.formatMessage(roomMessages.selected)}</span>
                ) : selectHref ? (
                  <Link to={selectHref} preventScrollReset className={styles.selectLink}>
                    {intl.formatMessage(roomMessages.select, { name: roomCategoryName(intl, category.name) })}
                  </Link>
                ) : null}
                {selected && bookHref ? (
                  <Link to={bookHref} preventScrollReset className={styles.bookLink}>
                    {intl.formatMessage(roomMessages.book)}
                  </Link>
                ) : null}
              </div>
            </>
          )}
        </div>
      </Card>
    </li>
  );
}
