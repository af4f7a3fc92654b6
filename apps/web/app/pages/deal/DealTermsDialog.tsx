import { useIntl } from 'react-intl';
import { Dialog } from '@stays/ui';
import { dealMessages } from './deal-messages';
import styles from './DealPage.module.css';

/** ?modal=dealTnC: the deal's terms and conditions. */
export function DealTermsDialog({ terms, onClose }: { terms: readonly string[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog open title={intl.formatMessage(dealMessages.termsTitle)} onClose={onClose} placement="modal">
      <ul className={styles.terms}>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Dialog>
  );
}
