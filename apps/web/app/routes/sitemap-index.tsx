import type { LoaderFunctionArgs } from 'react-router';
import { sitemapIndex } from '../seo/sitemap.server';
import { xmlResponse } from '../seo/xml-response.server';
import { requestOrigin } from '../site/site-context.server';

/** /sitemap.xml of the site asked (by host): the index of its pages' and hotels' sitemaps. */
export async function loader({ request }: LoaderFunctionArgs) {
  return xmlResponse(await sitemapIndex(requestOrigin(request)));
}
