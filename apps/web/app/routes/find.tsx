import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { findDestination } from '../pages/find-destination.server';
import { loadHome } from '../pages/home.server';
import { pageViewLinks } from '../pages/page-view-assets.server';
import { pageViews } from '../pages/page-views';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/**
 * /find?destination=…&checkin=…&checkout=…&rooms_config=…: the home search form submitted before hydration. The
 * destination's page when the typed text names one; else the home page again, the form filled in as it was sent
 * and the reason under it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const found = await findDestination(site, new URL(request.url).searchParams);
  if ('location' in found) throw redirect(found.location);
  const home = await loadHome(site, null);
  return data({ ...home, viewLinks: pageViewLinks(home.kind), searchRetry: { values: found.retry, message: found.message } }, { status: 422 });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...pageMeta(loaderData?.meta),
  ...(loaderData?.viewLinks ?? []),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function FindDestination() {
  return <pageViews.home site={useRequiredSite()} data={useLoaderData<typeof loader>()} />;
}
