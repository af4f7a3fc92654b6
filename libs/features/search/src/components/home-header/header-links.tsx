import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styles from './header-links.module.css';

export const headerLinkMessages = defineMessages({
  navigation: { id: 'search.header.navigation', defaultMessage: 'Main' },
  about: { id: 'search.header.about', defaultMessage: 'About us' },
  partner: { id: 'search.header.partner', defaultMessage: 'Partner with us' },
  login: { id: 'search.header.login', defaultMessage: 'Login' },
});

/**
 * 'About us', 'Partner with us' and 'Login' (guest-journey §1). The app may put its account entry (the
 * signed-in menu) in Login's place; with `accountMenuOnPhone` the account menu lists the other two, so on a phone
 * they leave the header row to it.
 */
export function HeaderLinks({ account, accountMenuOnPhone = false }: { account?: ReactNode; accountMenuOnPhone?: boolean }) {
  const intl = useIntl();
  const besideAccount = accountMenuOnPhone ? styles.inAccountMenuOnPhone : undefined;
  return (
    <ul>
      <li className={besideAccount}>
        <Link to="/about">{intl.formatMessage(headerLinkMessages.about)}</Link>
      </li>
      <li className={besideAccount}>
        <Link to="/partner-with-us">{intl.formatMessage(headerLinkMessages.partner)}</Link>
      </li>
      <li>{account ?? <Link to="/login">{intl.formatMessage(headerLinkMessages.login)}</Link>}</li>
    </ul>
  );
}
