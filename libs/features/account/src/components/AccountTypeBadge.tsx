import { useIntl } from 'react-intl';
import type { UserProfile } from '@stays/api-client';
import { accountMessages } from '../messages';
import styles from './Account.module.css';

const BADGES = { travel_agent: accountMessages.travelAgentAccount, corporate: accountMessages.corporateAccount } as const;

/** Which kind of account this is (accounts-commerce §6): a travel agent's or a company's, and its administrator. */
export function AccountTypeBadge({ user }: { user: Pick<UserProfile, 'accountType' | 'isCorporateAdmin'> }) {
  const intl = useIntl();
  if (user.accountType === 'consumer' && !user.isCorporateAdmin) return null;
  return (
    <section className={styles.accountType} aria-label={intl.formatMessage(accountMessages.accountTypeLabel)}>
      {user.accountType === 'consumer' ? null : <span className={styles.badge}>{intl.formatMessage(BADGES[user.accountType])}</span>}
      {user.isCorporateAdmin ? <p>{intl.formatMessage(accountMessages.corporateAdmin)}</p> : null}
    </section>
  );
}
