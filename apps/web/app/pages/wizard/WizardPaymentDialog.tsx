import { Form } from 'react-router';
import { useIntl } from 'react-intl';
import { Button, Dialog, FormError, TextField } from '@stays/ui';
import { WALLET_REDEEMABLE_PERCENT, formatMoney } from '@stays/pricing';
import type { WizardActionData, WizardPaymentChoice } from './wizard.server';
import { wizardMessages } from './wizard-messages';
import styles from './Wizard.module.css';

export interface WizardPaymentDialogProps {
  planName: string;
  payment: WizardPaymentChoice;
  currencyCode: string;
  csrfToken: string;
  idempotencyKey: string;
  result: WizardActionData | undefined;
  onClose: () => void;
}

/**
 * ?modal=wizardPayment: the plan's price, a coupon, the wallet money to use, and 'Pay', which opens the payment
 * provider's page for the rest. A real form (it works before hydration); 'Apply' checks the coupon on the server.
 */
export function WizardPaymentDialog({ planName, payment, currencyCode, csrfToken, idempotencyKey, result, onClose }: WizardPaymentDialogProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, currencyCode, intl.locale);
  const coupon = result?.coupon ?? null;
  const amount = payment.price - (coupon?.discount ?? 0);
  const wallet = Math.min(payment.walletUsable, Math.floor((amount * WALLET_REDEEMABLE_PERCENT) / 100));
  return (
    <Dialog open title={intl.formatMessage(wizardMessages.paymentTitle, { plan: planName })} onClose={onClose} placement="modal">
      <Form method="post" className={styles.form} preventScrollReset>
        <input type="hidden" name="csrf_token" value={csrfToken} />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        <input type="hidden" name="plan_id" value={payment.planId} />
        <input type="hidden" name="action" value={payment.action} />
        <dl className={styles.details}>
          <dt>{intl.formatMessage(wizardMessages.price)}</dt>
          <dd>{money(payment.price)}</dd>
        </dl>
        <div className={styles.row}>
          <TextField
            label={intl.formatMessage(wizardMessages.coupon)}
            name="coupon_code"
            defaultValue={coupon?.coupon_code ?? ''}
            autoComplete="off"
            maxLength={40}
          />
          <Button type="submit" name="intent" value="coupon" variant="secondary">
            {intl.formatMessage(wizardMessages.applyCoupon)}
          </Button>
        </div>
        {coupon ? <p role="status">{intl.formatMessage(wizardMessages.couponApplied, { code: coupon.coupon_code, amount: money(coupon.discount) })}</p> : null}
        {wallet > 0 ? (
          <label>
            <input type="checkbox" name="use_wallet" value="1" defaultChecked /> {intl.formatMessage(wizardMessages.useWallet, { amount: money(wallet) })}
          </label>
        ) : null}
        <FormError message={result?.error} />
        <Button type="submit" name="intent" value="pay" size="lg" fullWidth>
          {intl.formatMessage(wizardMessages.pay, { amount: money(amount) })}
        </Button>
      </Form>
    </Dialog>
  );
}
