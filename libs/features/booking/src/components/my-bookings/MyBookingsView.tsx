import { useIntl } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { Price } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { bookingStatusText } from '../booking-details/display-status-text';
import { myBookingsMessages } from './my-bookings-messages';
import styles from './MyBookings.module.css';

export type BookingListFilter = 'all' | 'confirmed' | 'checkedIn' | 'checkedOut' | 'cancelled' | 'upcoming' | 'completed';

export interface MyBookingsViewProps {
  bookings: readonly Booking[];
  total: number;
  /** The status filters of the brand's property type (tabs), each a link. */
  filters: readonly { filter: BookingListFilter; href: string; current: boolean }[];
  /** The next batch of 20, when there is one. */
  moreHref: string | null;
  /** A booking's page (its token link). */
  bookingHref: (booking: Booking) => string;
}

/** /my-booking and /bookings/ (guest-journey §2, §4): the signed-in guest's bookings, closest first, by status. */
export function MyBookingsView({ bookings, total, filters, moreHref, bookingHref }: MyBookingsViewProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  return (
    <section className={styles.page} aria-labelledby="my-bookings-title">
      <h1 id="my-bookings-title">{intl.formatMessage(myBookingsMessages.title)}</h1>
      <nav aria-label={intl.formatMessage(myBookingsMessages.filters)}>
        <ul className={styles.tabs}>
          {filters.map((tab) => (
            <li key={tab.filter}>
              <a className={styles.tab} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
                {intl.formatMessage(myBookingsMessages[tab.filter])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {bookings.length === 0 ? <p className={styles.muted}>{intl.formatMessage(myBookingsMessages.empty)}</p> : null}
      <ul className={styles.list}>
        {bookings.map((booking) => (
          <li key={booking.invoice_no} className={styles.card}>
            <h2 className={styles.name}>
              <a href={bookingHref(booking)} aria-label={intl.formatMessage(myBookingsMessages.view, { hotel: booking.hotel.name })}>
                {booking.hotel.name}
              </a>
            </h2>
            <p className={styles.muted}>
              {`${booking.hotel.city} · ${booking.invoice_no} · `}
              {intl.formatMessage(myBookingsMessages.stay, { checkin: date(booking.checkin), checkout: date(booking.checkout) })}
            </p>
            <p className={styles.row}>
              <span className={styles.status}>{intl.formatMessage(bookingStatusText(booking))}</span>
              <Price amountMinor={booking.final_amount} currency={booking.currency_code} size="sm" />
            </p>
          </li>
        ))}
      </ul>
      {bookings.length > 0 ? <p className={styles.muted}>{intl.formatMessage(myBookingsMessages.count, { shown: bookings.length, total })}</p> : null}
      {moreHref ? (
        <a className={styles.more} href={moreHref}>
          {intl.formatMessage(myBookingsMessages.more)}
        </a>
      ) : null}
    </section>
  );
}
