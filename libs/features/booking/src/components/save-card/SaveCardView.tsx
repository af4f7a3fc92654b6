import { useIntl } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { Button } from '@stays/ui';
import { saveCardMessages } from './save-card-messages';
import styles from './SaveCard.module.css';

export interface SaveCardViewProps {
  booking: Booking;
  /** Where the form posts (its action opens the card check and sends the browser to it). */
  action: string;
  bookingHref: string;
}

/** /booking/{bookingId}/save-card (guest-journey §2): the booking's saved cards and the way to add one. */
export function SaveCardView({ booking, action, bookingHref }: SaveCardViewProps) {
  const intl = useIntl();
  return (
    <section className={styles.page} aria-labelledby="save-card-title">
      <h1 id="save-card-title">{intl.formatMessage(saveCardMessages.title)}</h1>
      <p className={styles.text}>{intl.formatMessage(saveCardMessages.intro, { hotel: booking.hotel.name })}</p>
      <h2 className={styles.subheading}>{intl.formatMessage(saveCardMessages.savedCards)}</h2>
      {booking.saved_cards.length === 0 ? (
        <p className={styles.text}>{intl.formatMessage(saveCardMessages.noCards)}</p>
      ) : (
        <ul className={styles.cards}>
          {booking.saved_cards.map((card) => (
            <li key={card.id}>{intl.formatMessage(saveCardMessages.card, { network: card.network, last4: card.last4 })}</li>
          ))}
        </ul>
      )}
      <form method="post" action={action} className={styles.actions}>
        <input type="hidden" name="intent" value="saveCard" />
        <Button type="submit">{intl.formatMessage(saveCardMessages.save)}</Button>
        <a className={styles.link} href={bookingHref}>
          {intl.formatMessage(saveCardMessages.backToBooking)}
        </a>
      </form>
    </section>
  );
}
