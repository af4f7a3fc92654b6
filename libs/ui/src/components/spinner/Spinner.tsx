import { defineMessages, useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Spinner.module.css';

const messages = defineMessages({
  loading: { id: 'ui.spinner.loading', defaultMessage: 'Loading…' },
});

export function Spinner({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <span role="status" className={styles.wrapper}>
      <span className={styles.spinner} aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage(messages.loading)}</VisuallyHidden>
    </span>
  );
}
