import { defineMessages, useIntl } from 'react-intl';
import { Price } from '../price/Price';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './WizardPriceTag.module.css';

const messages = defineMessages({
  label: { id: 'ui.wizardPrice.label', defaultMessage: 'Wizard price' },
  usualPrice: { id: 'ui.wizardPrice.usualPrice', defaultMessage: 'Usual price' },
});

/** Above a member price on a card: the usual price struck through and the "Wizard price" label. */
export function WizardPriceTag({ usualMinor, currency, className }: { usualMinor: number; currency: string; className?: string }) {
  const intl = useIntl();
  return (
    <p className={[styles.tag, className].filter(Boolean).join(' ')} data-testid="wizard-price">
      <VisuallyHidden>{intl.formatMessage(messages.usualPrice)}</VisuallyHidden>
      <Price amountMinor={usualMinor} currency={currency} size="sm" struck />
      <span className={styles.label}>{intl.formatMessage(messages.label)}</span>
    </p>
  );
}
