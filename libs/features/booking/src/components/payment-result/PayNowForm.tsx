import { useIntl } from 'react-intl';
import { formatMoney } from '@stays/pricing';
import { Button } from '@stays/ui';
import { paymentResultMessages } from './payment-result-messages';
import styles from './PaymentResult.module.css';

/** 'Pay now' on a payable booking: the form's action opens a payment for what is left and sends the browser to it. */
export function PayNowForm({ action, amountMinor, currency }: { action: string; amountMinor: number; currency: string }) {
  const intl = useIntl();
  return (
    <form method="post" action={action} className={styles.payNow}>
      <input type="hidden" name="intent" value="retryPayment" />
      <p className={styles.text}>{intl.formatMessage(paymentResultMessages.payNowText, { amount: formatMoney(amountMinor, currency, intl.locale) })}</p>
      <Button type="submit">{intl.formatMessage(paymentResultMessages.payNow)}</Button>
    </form>
  );
}
