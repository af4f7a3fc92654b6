import type { LoaderFunctionArgs } from 'react-router';
import { sitemapFile } from '../seo/sitemap.server';
import { xmlResponse } from '../seo/xml-response.server';
import { requestOrigin } from '../site/site-context.server';

/** /sitemaps/{pages|hotels}-{n}.xml: one child sitemap of the site asked; 404 for a file it does not have. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const xml = await sitemapFile(requestOrigin(request), params['file'] ?? '');
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return xmlResponse(xml);
}
