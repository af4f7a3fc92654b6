import { redirect } from 'react-router';
import type { SiteContext } from '../../site/site-context';

/** The sign-in page, coming back to the page asked for. */
export function signInHrefFor(site: SiteContext, url: URL): string {
  return `/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`;
}

export function redirectToSignIn(site: SiteContext, url: URL): never {
  throw redirect(signInHrefFor(site, url));
}
