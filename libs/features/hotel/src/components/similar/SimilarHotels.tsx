import { defineMessages, FormattedMessage, useIntl, type PrimitiveType } from 'react-intl';
import { Link } from 'react-router';
import type { SimilarHotel } from '@stays/api-client';
import { distanceForDisplay, memberStayPrice } from '@stays/pricing';
import { Card, Image, Price, Rating, WizardPriceTag, useWizardDiscountPercent } from '@stays/ui';
import styles from './SimilarHotels.module.css';

const messages = defineMessages<{
  title: Record<never, never>;
  distance: { distance: number; unit: string };
  perNight: { price: PrimitiveType };
  none: Record<never, never>;
}>({
  title: { id: 'hotel.similar.title', defaultMessage: 'Similar stays nearby for your dates' },
  distance: { id: 'hotel.similar.distance', defaultMessage: '{distance, number} {unit, select, mi {mi} other {km}} away' },
  perNight: { id: 'hotel.similar.perNight', defaultMessage: '{price} per night' },
  none: { id: 'hotel.similar.none', defaultMessage: 'No similar stays nearby are free for these dates either.' },
});

export interface SimilarHotelsProps {
  hotels: readonly SimilarHotel[];
  distanceUnit: 'km' | 'mi';
  /** The page of a similar hotel for the same stay. */
  hrefFor: (hotel: SimilarHotel) => string;
}

/** Sold out: the nearest similar stays (batch of 2) with their prices for the same dates (guest-journey §4, §9). */
export function SimilarHotels({ hotels, distanceUnit, hrefFor }: SimilarHotelsProps) {
  const intl = useIntl();
  const wizardPercent = useWizardDiscountPercent();
  return (
    <section className={styles.section} aria-labelledby="hotel-similar" data-testid="similar-hotels">
      <h2 id="hotel-similar" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      {hotels.length === 0 ? <p>{intl.formatMessage(messages.none)}</p> : null}
      <ul className={styles.list}>
        {hotels.map((hotel) => {
          const distance = distanceForDisplay(hotel.distance, distanceUnit);
          // A wizard member's price for the same stay (the booking's rule), the usual one struck through.
          const member = hotel.pricing_details && wizardPercent !== null ? memberStayPrice(hotel.pricing_details, wizardPercent) : null;
          return (
            <li key={hotel.id}>
              <Card className={styles.card}>
                <Image src={hotel.best_image} alt="" width={160} height={110} loading="lazy" />
                <div className={styles.body}>
                  <h3 className={styles.name}>
                    <Link to={hrefFor(hotel)}>{hotel.name}</Link>
                  </h3>
                  <Rating value={hotel.ratings.value} count={hotel.ratings.count} />
                  <p className={styles.muted}>{intl.formatMessage(messages.distance, { distance: distance.value, unit: distance.unit })}</p>
                  {hotel.pricing_details && member ? (
                    <WizardPriceTag usualMinor={hotel.pricing_details.price_per_night} currency={hotel.currency_code} />
                  ) : null}
                  {hotel.pricing_details ? (
                    <p>
                      <FormattedMessage
                        {...messages.perNight}
                        values={{
                          price: (
                            <Price amountMinor={member?.perNightMinor ?? hotel.pricing_details.price_per_night} currency={hotel.currency_code} size="md" />
                          ),
                        }}
                      />
                    </p>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
