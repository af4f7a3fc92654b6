import { useLocation } from 'react-router';
import { AccountMenu, browserApi } from '@stays/feature-account';
import type { SiteContext } from '../site/site-context';

/** The header's account entry: 'Login' (back to this page after signing in) or the signed-in guest's menu. */
export function HeaderAccount({ site }: { site: SiteContext }) {
  const location = useLocation();
  const here = `${site.origin}${location.pathname}${location.search}`;
  return <AccountMenu api={browserApi(site.locale)} loginHref={`/login?retUrl=${encodeURIComponent(here)}`} />;
}
