import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelSummary } from '@stays/api-client';
import { OPEN_SEARCH_PRICE_NIGHTS, countryById } from '@stays/brand-config';
import { cardPrice, memberStayPrice } from '@stays/pricing';
import { Card, Image, Price, Rating, VisuallyHidden, WizardPriceTag, useWizardDiscountPercent, wordsFor } from '@stays/ui';
import { hotelPath, type StayQuery } from '../../utils/search-urls';
import { FlexibleDatesNote } from './FlexibleDatesNote';
import { badgeMessages, listingHomeWords, listingMessages as hotelWords } from './listing-messages';
import styles from './PropertyCard.module.css';

export interface PropertyCardProps {
  hotel: HotelSummary;
  stay: StayQuery;
  /** The first cards are above the fold: their pictures load at once. */
  eager?: boolean;
  /** A control over the picture's corner, above the card's link (the app mounts the wishlist heart here). */
  action?: ReactNode;
}

/** One result of a listing: a list item with the property's name as a heading link. */
export function PropertyCard({ hotel, stay, eager = false, action }: PropertyCardProps) {
  const intl = useIntl();
  const listingMessages = wordsFor(hotel.property_type, hotelWords, listingHomeWords);
  // A flexible search's price may be for other dates: the hotel page opens on those.
  const href = hotelPath(hotel.id, countryById(hotel.country_id)?.code, hotel.flexible_dates ? { ...stay, ...hotel.flexible_dates } : stay);
  const pricing = hotel.pricing_details;
  // A signed-in wizard member sees the stay at the member price (the booking's rule), the usual one struck through.
  const wizardPercent = useWizardDiscountPercent();
  const member = pricing && wizardPercent !== null ? memberStayPrice(pricing, wizardPercent) : null;
  // The total is what the guest will be charged: with the tax where the country adds it on top (cardPrice), on the
  // member's price for a member.
  const price = pricing ? cardPrice({ ...pricing, total_price: member?.totalMinor ?? pricing.total_price }, hotel.country_id) : null;
  const place = [hotel.locality, hotel.city].filter(Boolean).join(', ');
  return (
    <li className={styles.item} data-hotel-id={hotel.id}>
      <Card interactive className={styles.card}>
        <div className={styles.media}>
          <Image src={hotel.best_image} alt="" width={400} height={280} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />
          {action ? <div className={styles.action}>{action}</div> : null}
        </div>
        <div className={styles.body}>
          {hotel.hotel_badge ? (
            <p className={styles.badge} data-badge={hotel.hotel_badge}>
              {intl.formatMessage(badgeMessages[hotel.hotel_badge])}
            </p>
          ) : null}
          <h2 className={styles.name}>
            <Link to={href} className={styles.link}>
              {hotel.name}
            </Link>
          </h2>
          <p className={styles.place}>
            {place}
            {hotel.distance !== null && hotel.distance !== undefined ? (
              <span className={styles.distance}>
                {' · '}
                {intl.formatMessage(hotel.distance_unit === 'mi' ? listingMessages.distanceMiles : listingMessages.distanceKm, {
                  distance: intl.formatNumber(hotel.distance, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                })}
              </span>
            ) : null}
          </p>
          <Rating value={hotel.ratings.value} count={hotel.ratings.count} />
          {hotel.urgency_info ? (
            <p className={styles.urgency}>{intl.formatMessage(listingMessages.onlyLeft, { count: hotel.urgency_info.rooms_left })}</p>
          ) : null}
        </div>
        <div className={styles.pricing}>
          {hotel.from_price_per_night !== undefined ? (
            // An open search (no dates): a 'from' price, neither a stay's total nor a claim of availability.
            hotel.from_price_per_night === null ? (
              <p className={styles.taxes}>{intl.formatMessage(listingMessages.noFromPrice)}</p>
            ) : (
              <>
                <p className={styles.perNight}>
                  <FormattedMessage
                    {...listingMessages.fromPerNight}
                    values={{ price: <Price amountMinor={hotel.from_price_per_night} currency={hotel.currency_code} size="lg" /> }}
                  />
                </p>
                <p className={styles.taxes}>{intl.formatMessage(listingMessages.fromNote, { nights: OPEN_SEARCH_PRICE_NIGHTS })}</p>
              </>
            )
          ) : pricing && !hotel.isSoldOut ? (
            <>
              {hotel.price_drop ? (
                <p className={styles.priceDrop}>
                  {intl.formatMessage(listingMessages.priceDrop, {
                    drop: intl.formatNumber(hotel.price_drop.drop_percentage / 100, { style: 'percent' }),
                  })}
                </p>
              ) : null}
              {member ? (
                <WizardPriceTag usualMinor={pricing.price_per_night} currency={hotel.currency_code} />
              ) : pricing.slasher_price !== null && pricing.discount_percentage > 0 ? (
                <p className={styles.slasher}>
                  <VisuallyHidden>{intl.formatMessage(listingMessages.originalPrice)}</VisuallyHidden>
                  <Price amountMinor={pricing.slasher_price} currency={hotel.currency_code} size="sm" struck />
                  <span className={styles.discount}>
                    {intl.formatMessage(listingMessages.discount, { discount: intl.formatNumber(pricing.discount_percentage / 100, { style: 'percent' }) })}
                  </span>
                </p>
              ) : null}
              <p className={styles.perNight}>
                <FormattedMessage
                  {...listingMessages.perNight}
                  values={{ price: <Price amountMinor={member?.perNightMinor ?? pricing.price_per_night} currency={hotel.currency_code} size="lg" /> }}
                />
              </p>
              {price && price.taxLineMinor > 0 ? <p className={styles.taxes}>{intl.formatMessage(listingMessages.taxesExtra)}</p> : null}
              <p className={styles.total}>
                <FormattedMessage
                  {...listingMessages.total}
                  values={{
                    total: <Price amountMinor={price?.totalMinor ?? pricing.total_price} currency={hotel.currency_code} size="sm" />,
                    nights: pricing.nights,
                    rooms: pricing.rooms,
                  }}
                />
              </p>
              <FlexibleDatesNote dates={hotel.flexible_dates} className={styles.taxes} />
              <p className={styles.taxes}>
                {price && price.taxLineMinor > 0 ? (
                  <FormattedMessage
                    {...listingMessages.taxesIncludedAmount}
                    values={{ tax: <Price amountMinor={price.taxLineMinor} currency={hotel.currency_code} size="sm" /> }}
                  />
                ) : (
                  intl.formatMessage(listingMessages.taxesIncluded)
                )}
              </p>
            </>
          ) : (
            <p className={styles.soldOut}>{intl.formatMessage(listingMessages.soldOut)}</p>
          )}
        </div>
      </Card>
    </li>
  );
}
