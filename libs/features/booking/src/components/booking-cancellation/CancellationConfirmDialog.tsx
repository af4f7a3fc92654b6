import { useIntl } from 'react-intl';
import type { Booking } from '@stays/api-client';
import { Button, Dialog, FormError, Price } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { cancellationMessages } from './cancellation-messages';
import { cancellationReason } from './cancellation-reasons';
import { HiddenFields } from './HiddenFields';
import styles from './Cancellation.module.css';

export interface CancellationEstimate {
  chargeMinor: number;
  refundMinor: number;
  /** Until when cancelling is free (ISO instant), null once it has passed. */
  freeUntil: string | null;
}

export interface CancellationConfirmDialogProps {
  booking: Booking;
  /** The chosen reason's code (from bookingCancellationReasons). */
  reason: string;
  /** The page the form posts to (its action cancels the booking). */
  action: string;
  /** The charge and refund the server estimates, when it gives them. */
  estimate?: CancellationEstimate | null;
  /** The last attempt failed with this message. */
  error?: string | null;
  /** Where 'Keep booking' goes. */
  keepHref: string;
  onClose: () => void;
}

/** bookingCancellation: what is cancelled, the estimated charge, and the confirmation that PATCHes bookingcancellation. */
export function CancellationConfirmDialog({ booking, reason, action, estimate, error, keepHref, onClose }: CancellationConfirmDialogProps) {
  const intl = useIntl();
  const chosen = cancellationReason(reason);
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  return (
    <Dialog open placement="modal" title={intl.formatMessage(cancellationMessages.confirmTitle)} onClose={onClose}>
      <form method="post" action={action} className={styles.form}>
        <HiddenFields fields={{ intent: 'cancel', reason }} />
        <p className={styles.text}>
          {intl.formatMessage(cancellationMessages.confirmText, {
            bookingId: booking.invoice_no,
            hotel: booking.hotel.name,
            checkin: date(booking.checkin),
            checkout: date(booking.checkout),
          })}
        </p>
        {chosen ? <p className={styles.text}>{intl.formatMessage(cancellationMessages.reasonChosen, { reason: intl.formatMessage(chosen.message) })}</p> : null}
        {estimate?.freeUntil ? (
          <p className={styles.text}>
            {intl.formatMessage(cancellationMessages.freeUntil, {
              time: intl.formatDate(new Date(estimate.freeUntil), { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        ) : null}
        {estimate ? (
          <dl className={styles.estimate}>
            <div>
              <dt>{intl.formatMessage(cancellationMessages.charge)}</dt>
              <dd>
                <Price amountMinor={estimate.chargeMinor} currency={booking.currency_code} size="sm" />
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(cancellationMessages.refund)}</dt>
              <dd>
                <Price amountMinor={estimate.refundMinor} currency={booking.currency_code} size="sm" />
              </dd>
            </div>
          </dl>
        ) : booking.get_amount_paid === 0 ? (
          <p className={styles.text}>{intl.formatMessage(cancellationMessages.noCharge)}</p>
        ) : null}
        <FormError message={error} />
        <div className={styles.actions}>
          <Button type="submit">{intl.formatMessage(cancellationMessages.confirm)}</Button>
          <a className={styles.keep} href={keepHref}>
            {intl.formatMessage(cancellationMessages.keep)}
          </a>
        </div>
      </form>
    </Dialog>
  );
}
