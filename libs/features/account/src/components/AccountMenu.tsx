import { useIntl } from 'react-intl';
import { userSignOut, type ApiClientOptions } from '@stays/api-client';
import { useCurrentUser } from '../api/current-user';
import { leaveSignedInPage } from '../session/session-ended';
import { accountLinks, type AccountLinkFlags } from './account-links';
import { AccountMenuDisclosure, type PhoneHeaderLink } from './AccountMenuDisclosure';

/** Sign-out: the session ends on the server, the native app is told (webview), and the page reloads. */
export async function signOut(api: ApiClientOptions, csrfToken: string | null): Promise<void> {
  try {
    await userSignOut(api, csrfToken);
  } finally {
    leaveSignedInPage();
  }
}

const DEFAULT_FLAGS: AccountLinkFlags = { hideWizard: false, doesReferralExists: false, toShowPlayAndWin: false };

/** The header's account entry: 'Login' for a guest, the signed-in guest's menu (one button in the header row) for a user. */
export function AccountMenu({
  api,
  loginHref = '/login',
  flags = DEFAULT_FLAGS,
  phoneLinks = [],
}: {
  api: ApiClientOptions;
  loginHref?: string;
  /** Which of the account pages the brand and country offer (accountLinks). */
  flags?: AccountLinkFlags;
  /** Header links the menu lists on a phone, where they leave the header row to it. */
  phoneLinks?: readonly PhoneHeaderLink[];
}) {
  const intl = useIntl();
  const { data } = useCurrentUser(api);
  if (!data.isLoggedIn || !data.user) return <a href={loginHref}>{intl.formatMessage({ id: 'search.header.login', defaultMessage: 'Login' })}</a>;
  const name = data.user.firstName || data.user.emailId || data.user.phoneNumber || '';
  const csrfToken = data.csrf_token;
  return <AccountMenuDisclosure name={name} links={accountLinks(flags)} phoneLinks={phoneLinks} onSignOut={() => void signOut(api, csrfToken)} />;
}
