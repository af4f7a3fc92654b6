import { useIntl } from 'react-intl';
import { userSignOut, type ApiClientOptions } from '@stays/api-client';
import { useCurrentUser } from '../api/current-user';
import { leaveSignedInPage } from '../session/session-ended';
import { AccountMenuDisclosure, type AccountMenuLinks, type PhoneHeaderLink } from './AccountMenuDisclosure';

/** Sign-out: the session ends on the server, the native app is told (webview), and the page reloads. */
export async function signOut(api: ApiClientOptions, csrfToken: string | null): Promise<void> {
  try {
    await userSignOut(api, csrfToken);
  } finally {
    leaveSignedInPage();
  }
}

/** Where the signed-in menu leads (accounts-commerce §1 and guest-journey §2 routes). */
const DEFAULT_LINKS: AccountMenuLinks = {
  bookings: '/my-booking',
  wishlist: '/wishlist',
  wallet: '/accountdetails/oyomoney',
  savedCards: '/booking/save-card',
  account: '/accountdetails',
};

/** The header's account entry: 'Login' for a guest, the signed-in guest's menu (one button in the header row) for a user. */
export function AccountMenu({
  api,
  loginHref = '/login',
  links = DEFAULT_LINKS,
  phoneLinks = [],
}: {
  api: ApiClientOptions;
  loginHref?: string;
  links?: AccountMenuLinks;
  /** Header links the menu lists on a phone, where they leave the header row to it. */
  phoneLinks?: readonly PhoneHeaderLink[];
}) {
  const intl = useIntl();
  const { data } = useCurrentUser(api);
  if (!data.isLoggedIn || !data.user) return <a href={loginHref}>{intl.formatMessage({ id: 'search.header.login', defaultMessage: 'Login' })}</a>;
  const name = data.user.firstName || data.user.emailId || data.user.phoneNumber || '';
  const csrfToken = data.csrf_token;
  return <AccountMenuDisclosure name={name} links={links} phoneLinks={phoneLinks} onSignOut={() => void signOut(api, csrfToken)} />;
}
