import { useIntl } from 'react-intl';
import { userSignOut, type ApiClientOptions } from '@stays/api-client';
import { Button } from '@stays/ui';
import { useCurrentUser } from '../api/current-user';
import { leaveSignedInPage } from '../session/session-ended';
import { accountMessages, accountValueMessages } from '../messages';
import styles from './Account.module.css';

/** Sign-out: the session ends on the server, the native app is told (webview), and the page reloads. */
export async function signOut(api: ApiClientOptions, csrfToken: string | null): Promise<void> {
  try {
    await userSignOut(api, csrfToken);
  } finally {
    leaveSignedInPage();
  }
}

/** The header's account entry: 'Login' for a guest, the signed-in menu with sign-out for a user. */
export function AccountMenu({
  api,
  loginHref = '/login',
  accountHref = '/accountdetails',
  wishlistHref = '/wishlist',
}: {
  api: ApiClientOptions;
  loginHref?: string;
  accountHref?: string;
  wishlistHref?: string;
}) {
  const intl = useIntl();
  const { data } = useCurrentUser(api);
  if (!data.isLoggedIn || !data.user) return <a href={loginHref}>{intl.formatMessage({ id: 'search.header.login', defaultMessage: 'Login' })}</a>;
  const name = data.user.firstName || data.user.emailId || data.user.phoneNumber || '';
  return (
    <div className={styles.menu}>
      <span>{intl.formatMessage(accountValueMessages.signedInAs, { name })}</span>
      <a href={accountHref}>{intl.formatMessage(accountMessages.myAccount)}</a>
      <a href={wishlistHref}>{intl.formatMessage(accountMessages.wishlist)}</a>
      <Button variant="ghost" onClick={() => void signOut(api, data.csrf_token)}>
        {intl.formatMessage(accountMessages.signOut)}
      </Button>
    </div>
  );
}
