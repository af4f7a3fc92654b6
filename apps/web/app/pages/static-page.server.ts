import { withAlternates } from '../seo/alternates.server';
import { serverIntl } from '../site/intl.server';
import { resolveSiteContext } from '../site/site-context.server';
import { staticPageLead, type StaticPageCopy } from './static-page-copy';

/** Title, description and canonical URL of a static page, in the visitor's brand and language. */
export async function staticPageMeta(request: Request, path: string, copy: StaticPageCopy) {
  const site = resolveSiteContext(request);
  const intl = await serverIntl(site.locale);
  return withAlternates(request, {
    title: intl.formatMessage(copy.pageTitle, { brand: site.brandName }),
    description: intl.formatMessage(staticPageLead(site, copy), { brand: site.brandName }),
    canonical: `${site.origin}${path}`,
    siteName: site.brandName,
  });
}
