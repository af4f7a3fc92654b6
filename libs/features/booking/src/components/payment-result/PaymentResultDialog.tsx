import { useIntl } from 'react-intl';
import type { BookingPaidReply } from '@stays/api-client';
import { PAYMENT_MODE_TITLES, type PaymentModeKey } from '@stays/brand-config';
import { formatMoney } from '@stays/pricing';
import { Button, Dialog } from '@stays/ui';
import { paymentResultMessages } from './payment-result-messages';
import styles from './PaymentResult.module.css';

export interface PaymentResultDialogProps {
  result: BookingPaidReply;
  /** Where the retryPayment form posts (its action opens a new payment and sends the browser to it). */
  retryAction: string;
  /** The booking's own page. */
  bookingHref: string;
  /** This page again, to check a pending payment. */
  checkAgainHref: string;
  onClose: () => void;
}

/** The mode's title (brand-config); UPI's title there is the add-an-id prompt, so a payment names it plainly. */
function modeTitle(mode: string | null): string | null {
  if (!mode) return null;
  if (mode === 'UPI') return 'UPI';
  return mode in PAYMENT_MODE_TITLES ? PAYMENT_MODE_TITLES[mode as PaymentModeKey] : mode;
}

/** paymentSuccess or paymentStatus after the payment page (guest-journey §2), with retryPayment after a failure. */
export function PaymentResultDialog({ result, retryAction, bookingHref, checkAgainHref, onClose }: PaymentResultDialogProps) {
  const intl = useIntl();
  const { booking, payment } = result;
  const amount = formatMoney(payment?.amount ?? booking.final_amount, booking.currency_code, intl.locale);
  const status = result.modal === 'paymentSuccess' ? 'paid' : (payment?.status ?? 'created');
  const mode = modeTitle(payment?.mode ?? null);
  const heldUntil = booking.hold_expires_at ? intl.formatTime(new Date(booking.hold_expires_at), { hour: 'numeric', minute: '2-digit' }) : null;
  const view = (
    <a className={styles.link} href={bookingHref}>
      {intl.formatMessage(paymentResultMessages.viewBooking)}
    </a>
  );

  if (status === 'paid') {
    return (
      <Dialog open placement="modal" title={intl.formatMessage(paymentResultMessages.successTitle)} onClose={onClose} footer={view}>
        <p className={styles.text} role="status">
          {mode
            ? intl.formatMessage(paymentResultMessages.successText, { amount, mode })
            : intl.formatMessage(paymentResultMessages.successTextNoMode, { amount })}
        </p>
      </Dialog>
    );
  }
  if (status === 'failed') {
    return (
      <Dialog open placement="modal" title={intl.formatMessage(paymentResultMessages.failedTitle)} onClose={onClose}>
        <p className={styles.text} role="alert">
          {intl.formatMessage(paymentResultMessages.failedText, { amount })}
        </p>
        {heldUntil ? <p className={styles.text}>{intl.formatMessage(paymentResultMessages.heldUntil, { time: heldUntil })}</p> : null}
        <form method="post" action={retryAction} className={styles.actions}>
          <input type="hidden" name="intent" value="retryPayment" />
          <Button type="submit">{intl.formatMessage(paymentResultMessages.retry)}</Button>
          {view}
        </form>
      </Dialog>
    );
  }
  if (status === 'expired') {
    return (
      <Dialog open placement="modal" title={intl.formatMessage(paymentResultMessages.expiredTitle)} onClose={onClose} footer={view}>
        <p className={styles.text}>{intl.formatMessage(paymentResultMessages.expiredText)}</p>
      </Dialog>
    );
  }
  return (
    <Dialog open placement="modal" title={intl.formatMessage(paymentResultMessages.pendingTitle)} onClose={onClose}>
      <p className={styles.text}>{intl.formatMessage(paymentResultMessages.pendingText, { amount })}</p>
      <div className={styles.actions}>
        <a className={styles.link} href={checkAgainHref}>
          {intl.formatMessage(paymentResultMessages.checkAgain)}
        </a>
        {view}
      </div>
    </Dialog>
  );
}
