import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import styles from './Forms.module.css';

/** A form's outcome, announced to screen readers. */
export function FormMessage({ error, success }: { error?: MessageDescriptor | null; success?: MessageDescriptor | null }) {
  const intl = useIntl();
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {intl.formatMessage(error)}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className={styles.success}>
        {intl.formatMessage(success)}
      </p>
    );
  }
  return null;
}
