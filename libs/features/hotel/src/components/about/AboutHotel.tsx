import { defineMessages, useIntl } from 'react-intl';
import styles from './AboutHotel.module.css';

const messages = defineMessages<{ title: Record<never, never>; checkin: { time: string }; checkout: { time: string } }>({
  title: { id: 'hotel.about.title', defaultMessage: 'About this property' },
  checkin: { id: 'hotel.about.checkin', defaultMessage: 'Check-in from {time}' },
  checkout: { id: 'hotel.about.checkout', defaultMessage: 'Check-out until {time}' },
});

/** The property's description and its check-in and check-out times. */
export function AboutHotel({ description, checkinTime, checkoutTime }: { description: string; checkinTime: string; checkoutTime: string }) {
  const intl = useIntl();
  return (
    <section className={styles.about} aria-labelledby="hotel-about">
      <h2 id="hotel-about" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      <ul className={styles.times}>
        <li>{intl.formatMessage(messages.checkin, { time: checkinTime })}</li>
        <li>{intl.formatMessage(messages.checkout, { time: checkoutTime })}</li>
      </ul>
    </section>
  );
}
