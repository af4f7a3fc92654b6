import type { LoaderFunctionArgs } from 'react-router';
import { robotsTxt } from '@stays/seo';
import { resolveSiteContext } from '../site/site-context.server';

/** /robots.txt of the site asked (by host): what crawlers may read, and the site's own sitemap. */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = resolveSiteContext(request);
  return new Response(robotsTxt(origin), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
