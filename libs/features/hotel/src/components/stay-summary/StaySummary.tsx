import { defineMessages, useIntl } from 'react-intl';
import { useStayWords } from '@stays/ui';
import { Link } from 'react-router';
import { calendarDate } from '../../utils/calendar-date';
import styles from './StaySummary.module.css';

const hotelWords = defineMessages<{
  title: Record<never, never>;
  checkin: Record<never, never>;
  checkout: Record<never, never>;
  nights: { count: number };
  guests: { rooms: number; guests: number };
  change: Record<never, never>;
}>({
  title: { id: 'hotel.stay.title', defaultMessage: 'Your stay' },
  checkin: { id: 'hotel.stay.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'hotel.stay.checkout', defaultMessage: 'Check-out' },
  nights: { id: 'hotel.stay.nights', defaultMessage: '{count, plural, one {# night} other {# nights}}' },
  guests: {
    id: 'hotel.stay.guests',
    defaultMessage: '{rooms, plural, one {# room} other {# rooms}}, {guests, plural, one {# guest} other {# guests}}',
  },
  change: { id: 'hotel.stay.change', defaultMessage: 'Change dates or guests' },
});

const homeWords = defineMessages<{ guests: { rooms: number; guests: number } }>({
  guests: {
    id: 'hotel.stay.guests.homes',
    defaultMessage: '{rooms, plural, one {# home} other {# homes}}, {guests, plural, one {# guest} other {# guests}}',
  },
});

export interface StaySummaryProps {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  guests: number;
  /** Back to the search for this stay (built by the app). */
  changeHref: string;
}

/** The chosen stay (dates, rooms, guests) with a way back to change it. */
export function StaySummary({ checkin, checkout, nights, rooms, guests, changeHref }: StaySummaryProps) {
  const intl = useIntl();
  const messages = useStayWords(hotelWords, homeWords);
  const format = (isoDate: string) =>
    intl.formatDate(calendarDate(isoDate), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section className={styles.summary} aria-labelledby="hotel-stay">
      <h2 id="hotel-stay" className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage(messages.checkin)}</dt>
          <dd>
            <time dateTime={checkin}>{format(checkin)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.checkout)}</dt>
          <dd>
            <time dateTime={checkout}>{format(checkout)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.line}>
        {intl.formatMessage(messages.nights, { count: nights })} · {intl.formatMessage(messages.guests, { rooms, guests })}
      </p>
      <Link to={changeHref} className={styles.change}>
        {intl.formatMessage(messages.change)}
      </Link>
    </section>
  );
}
