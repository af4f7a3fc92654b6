import { pageAlternates } from '@stays/seo';
import type { PageMeta } from '../site/meta';
import { requestOrigin } from '../site/site-context.server';

/**
 * A page's meta with its hreflang alternates: the page under its canonical path on each of the brand's country sites
 * of this domain, in each language they speak, and x-default. Scheme and port are the request's.
 */
export function withAlternates<Meta extends PageMeta>(request: Request, meta: Meta): Meta {
  const canonical = new URL(meta.canonical);
  return { ...meta, alternates: pageAlternates(requestOrigin(request), `${canonical.pathname}${canonical.search}`) };
}
