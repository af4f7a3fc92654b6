import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AccountMenu, browserApi, useCurrentUser } from '@stays/feature-account';
import { headerLinkMessages } from '@stays/feature-search';
import { accountLinkFlags } from '../site/account-link-flags';
import type { SiteContext } from '../site/site-context';

/**
 * The header's account entry: 'Login' (back to this page after signing in) or the signed-in guest's menu, which on
 * a phone also lists About us and Partner with us (the header row keeps only the logo and the menu).
 */
export function HeaderAccount({ site }: { site: SiteContext }) {
  const intl = useIntl();
  const location = useLocation();
  const here = `${site.origin}${location.pathname}${location.search}`;
  const phoneLinks = [
    { href: '/about', label: intl.formatMessage(headerLinkMessages.about) },
    { href: '/partner-with-us', label: intl.formatMessage(headerLinkMessages.partner) },
  ];
  return (
    <AccountMenu api={browserApi(site.locale)} loginHref={`/login?retUrl=${encodeURIComponent(here)}`} phoneLinks={phoneLinks} flags={accountLinkFlags(site)} />
  );
}

/** Whether the header's account entry is the signed-in menu (it then takes the header links' place on a phone). */
export function useAccountMenuShown(site: SiteContext): boolean {
  const { data } = useCurrentUser(browserApi(site.locale));
  return data.isLoggedIn && data.user !== null;
}
