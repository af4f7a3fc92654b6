import { useIntl } from 'react-intl';
import type { Booking, EstimateChargeReply } from '@stays/api-client';
import { Button, FormError, Price, roomCategoryName } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { HiddenFields } from '../booking-cancellation/HiddenFields';
import { upgradeBookingMessages } from './upgrade-booking-messages';
import styles from './UpgradeBooking.module.css';

/** A better room category of the booking's property, free for its dates, with the server's estimate of the move. */
export interface UpgradeOption {
  roomCategoryId: number;
  name: string;
  estimate: EstimateChargeReply;
}

export interface UpgradeBookingViewProps {
  booking: Booking;
  /** False when the booking can no longer be changed (cancelled, past, awaiting its first payment). */
  modifiable: boolean;
  options: readonly UpgradeOption[];
  /** Where each upgrade form posts (the page, with the booking's access query). */
  action: string;
  /** One key per page: a double submit upgrades once. */
  idempotencyKey: string;
  bookingHref: string;
  error?: string | null;
}

/** /upgrade-booking/{bookingId}: the booking's better rooms for the same stay, each with its price difference. */
export function UpgradeBookingView({ booking, modifiable, options, action, idempotencyKey, bookingHref, error }: UpgradeBookingViewProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  const money = (amount: number) => <Price amountMinor={amount} currency={booking.currency_code} size="sm" />;
  return (
    <article className={styles.page} aria-labelledby="upgrade-title">
      <h1 id="upgrade-title">{intl.formatMessage(upgradeBookingMessages.title)}</h1>
      <p className={styles.muted}>{`${booking.hotel.name} · ${booking.invoice_no}`}</p>
      {modifiable ? (
        <p>
          {intl.formatMessage(upgradeBookingMessages.intro, {
            room: roomCategoryName(intl, booking.room_category.name),
            checkin: date(booking.checkin),
            checkout: date(booking.checkout),
          })}
        </p>
      ) : (
        <p role="status">{intl.formatMessage(upgradeBookingMessages.notModifiable)}</p>
      )}
      <FormError message={error} />
      {modifiable && options.length === 0 ? <p role="status">{intl.formatMessage(upgradeBookingMessages.none)}</p> : null}
      {modifiable && options.length > 0 ? (
        <ul className={styles.options}>
          {options.map((option) => (
            <li key={option.roomCategoryId} className={styles.option}>
              <h2>{roomCategoryName(intl, option.name)}</h2>
              <dl className={styles.lines}>
                <div className={styles.line}>
                  <dt>{intl.formatMessage(upgradeBookingMessages.newPrice)}</dt>
                  <dd>{money(option.estimate.new_amount)}</dd>
                </div>
                <div className={styles.line}>
                  <dt>{intl.formatMessage(upgradeBookingMessages.difference)}</dt>
                  <dd>
                    {option.estimate.difference < 0 ? '−' : '+'}
                    {money(Math.abs(option.estimate.difference))}
                  </dd>
                </div>
                {option.estimate.amount_to_pay > 0 ? (
                  <div className={styles.line}>
                    <dt>{intl.formatMessage(upgradeBookingMessages.toPay)}</dt>
                    <dd>{money(option.estimate.amount_to_pay)}</dd>
                  </div>
                ) : null}
                {option.estimate.amount_to_refund > 0 ? (
                  <div className={styles.line}>
                    <dt>{intl.formatMessage(upgradeBookingMessages.toRefund)}</dt>
                    <dd>{money(option.estimate.amount_to_refund)}</dd>
                  </div>
                ) : null}
              </dl>
              {booking.pay_at_hotel && option.estimate.difference > 0 ? (
                <p className={styles.muted}>{intl.formatMessage(upgradeBookingMessages.toPayAtProperty)}</p>
              ) : null}
              <form method="post" action={action}>
                <HiddenFields fields={{ intent: 'upgrade', room_category_id: String(option.roomCategoryId), idempotencyKey }} />
                <Button type="submit">{intl.formatMessage(upgradeBookingMessages.choose, { room: roomCategoryName(intl, option.name) })}</Button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      <a className={styles.back} href={bookingHref}>
        {intl.formatMessage(upgradeBookingMessages.back)}
      </a>
    </article>
  );
}
