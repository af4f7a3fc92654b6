import { useIntl } from 'react-intl';
import type { QuotationInfo } from '@stays/api-client';
import styles from './Quotation.module.css';
import { quotationMessages } from './quotation-messages';

/**
 * A page opened from a quotation link (is_quotation=true): the quoted price is in the prices below while the
 * quotation is valid for this stay; otherwise the guest is told that today's prices are shown instead.
 */
export function QuotationNotice({ asked, info, timeZone }: { asked: boolean; info: QuotationInfo | undefined; timeZone: string }) {
  const intl = useIntl();
  if (!asked && !info) return null;
  if (!info) {
    return (
      <p className={styles.unavailable} role="status" data-testid="quotation-notice">
        {intl.formatMessage(quotationMessages.unavailable)}
      </p>
    );
  }
  const validUntil = intl.formatDate(info.valid_until, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <p className={styles.applied} role="status" data-testid="quotation-notice">
      {intl.formatMessage(quotationMessages.applied, { validUntil })}
    </p>
  );
}
