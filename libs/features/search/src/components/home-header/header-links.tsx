import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

export const headerLinkMessages = defineMessages({
  navigation: { id: 'search.header.navigation', defaultMessage: 'Main' },
  about: { id: 'search.header.about', defaultMessage: 'About us' },
  partner: { id: 'search.header.partner', defaultMessage: 'Partner with us' },
  login: { id: 'search.header.login', defaultMessage: 'Login' },
});

/**
 * 'About us', 'Partner with us' and 'Login' (guest-journey §1). The app may put its account entry (the
 * signed-in menu) in Login's place.
 */
export function HeaderLinks({ account }: { account?: ReactNode }) {
  const intl = useIntl();
  return (
    <ul>
      <li>
        <Link to="/about">{intl.formatMessage(headerLinkMessages.about)}</Link>
      </li>
      <li>
        <Link to="/partner-with-us">{intl.formatMessage(headerLinkMessages.partner)}</Link>
      </li>
      <li>{account ?? <Link to="/login">{intl.formatMessage(headerLinkMessages.login)}</Link>}</li>
    </ul>
  );
}
