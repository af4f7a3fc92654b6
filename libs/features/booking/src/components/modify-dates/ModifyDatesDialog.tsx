import { useIntl } from 'react-intl';
import type { Booking, EstimateChargeReply } from '@stays/api-client';
import { Button, Dialog, FormError, Price, TextField } from '@stays/ui';
import { STAY_DATE_FORMAT, stayDate } from '../../utils/iso-date';
import { HiddenFields } from '../booking-cancellation/HiddenFields';
import { modifyDatesMessages } from './modify-dates-messages';
import styles from './ModifyDates.module.css';

export interface ModifyDatesDialogProps {
  booking: Booking;
  /** The booking page's path (both forms go to it, with the booking's access query). */
  action: string;
  /** The query that opens the booking (token, or phone and country code). */
  access: Readonly<Record<string, string>>;
  /** The earliest check-in (today in the hotel's country). */
  today: string;
  /** The dates asked for, with the server's estimate of them (estimate_v2), once the guest checked a price. */
  proposal: { checkin: string; checkout: string; estimate: EstimateChargeReply | null } | null;
  /** One key per confirmation form: a double submit moves the booking once. */
  idempotencyKey: string;
  error?: string | null;
  keepHref: string;
  onClose: () => void;
}

/** modifyDates (guest-journey §2, §4): new dates → the price difference → confirm (a DATE_CHANGE rebooking). */
export function ModifyDatesDialog({ booking, action, access, today, proposal, idempotencyKey, error, keepHref, onClose }: ModifyDatesDialogProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(stayDate(iso), STAY_DATE_FORMAT);
  const money = (amount: number) => <Price amountMinor={amount} currency={booking.currency_code} size="sm" />;
  const estimate = proposal?.estimate ?? null;
  return (
    <Dialog open placement="modal" title={intl.formatMessage(modifyDatesMessages.title)} onClose={onClose}>
      <p className={styles.text}>{intl.formatMessage(modifyDatesMessages.intro, { checkin: date(booking.checkin), checkout: date(booking.checkout) })}</p>
      <form method="get" action={action} className={styles.dates}>
        <HiddenFields fields={{ ...access, modal: 'modifyDates' }} />
        <TextField
          label={intl.formatMessage(modifyDatesMessages.checkin)}
          name="checkin"
          type="date"
          min={today}
          defaultValue={proposal?.checkin ?? booking.checkin}
          required
        />
        <TextField
          label={intl.formatMessage(modifyDatesMessages.checkout)}
          name="checkout"
          type="date"
          min={today}
          defaultValue={proposal?.checkout ?? booking.checkout}
          required
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(modifyDatesMessages.checkPrice)}
        </Button>
      </form>
      {proposal && estimate && !estimate.available ? (
        <p className={styles.text} role="alert">
          {intl.formatMessage(modifyDatesMessages.unavailable)}
        </p>
      ) : null}
      {proposal && estimate?.available ? (
        <form
          method="post"
          action={`${action}?${new URLSearchParams({ ...access, modal: 'modifyDates', checkin: proposal.checkin, checkout: proposal.checkout }).toString()}`}
          className={styles.confirm}
        >
          <HiddenFields fields={{ intent: 'modifyDates', checkin: proposal.checkin, checkout: proposal.checkout, idempotencyKey }} />
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{intl.formatMessage(modifyDatesMessages.oldAmount)}</dt>
              <dd>{money(estimate.old_amount)}</dd>
            </div>
            <div className={styles.line}>
              <dt>{intl.formatMessage(modifyDatesMessages.newAmount)}</dt>
              <dd>{money(estimate.new_amount)}</dd>
            </div>
            {estimate.amount_to_pay > 0 ? (
              <div className={styles.line}>
                <dt>{intl.formatMessage(modifyDatesMessages.toPay)}</dt>
                <dd>{money(estimate.amount_to_pay)}</dd>
              </div>
            ) : null}
            {estimate.amount_to_refund > 0 ? (
              <div className={styles.line}>
                <dt>{intl.formatMessage(modifyDatesMessages.toRefund)}</dt>
                <dd>{money(estimate.amount_to_refund)}</dd>
              </div>
            ) : null}
          </dl>
          {estimate.amount_to_pay === 0 && estimate.amount_to_refund === 0 ? (
            <p className={styles.text}>{intl.formatMessage(modifyDatesMessages.noDifference)}</p>
          ) : null}
          <FormError message={error} />
          <div className={styles.actions}>
            <Button type="submit">{intl.formatMessage(modifyDatesMessages.confirm)}</Button>
            <a className={styles.keep} href={keepHref}>
              {intl.formatMessage(modifyDatesMessages.keep)}
            </a>
          </div>
        </form>
      ) : (
        <FormError message={error} />
      )}
    </Dialog>
  );
}
