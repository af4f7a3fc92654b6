import { useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadPage } from '../pages/page-route.server';
import { pageViewLinks } from '../pages/page-view-assets.server';
import { withAlternates } from '../seo/alternates.server';
import { likelyPageView, pageViews, preloadPageView } from '../pages/page-views';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/**
 * Every path no other route claims (guest-journey §2): a country's home /{country code}/, hotel pages, listings of every kind, /search/,
 * /hotels-near-me, the short hotel link, /deals/{dealName}, /microsite/{name} and the catch-all city and tag pages, decided by the
 * path's page type; anything else is not found.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  // The guest's session goes with the search and hotel calls: their wishlist hearts come filled.
  const data = await loadPage(site, new URL(request.url), request);
  return { ...data, meta: withAlternates(request, data.meta), viewLinks: pageViewLinks(data.kind) };
}

// Hydrating a page of this route: its view's chunk starts loading beside this module, not after it.
if (typeof document !== 'undefined') preloadPageView(likelyPageView(window.location.pathname));

/** On a navigation in the browser, the view's chunk loads while the server answers with its data. */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  preloadPageView(likelyPageView(new URL(request.url).pathname));
  return serverLoader<typeof loader>();
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [...pageMeta(loaderData?.meta), ...(loaderData?.viewLinks ?? [])];

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  if (loaderData.kind === 'home') return <pageViews.home site={site} data={loaderData} />;
  if (loaderData.kind === 'listing') return <pageViews.listing site={site} data={loaderData} />;
  if (loaderData.kind === 'nearMe') return <pageViews.nearMe site={site} data={loaderData} />;
  if (loaderData.kind === 'deal') return <pageViews.deal site={site} data={loaderData} />;
  return <pageViews.hotel site={site} data={loaderData} />;
}
