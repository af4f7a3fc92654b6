import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { loadHome } from '../pages/home.server';
import { pageViewLinks } from '../pages/page-view-assets.server';
import { withAlternates } from '../seo/alternates.server';
import { pageViews, preloadPageView } from '../pages/page-views';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const data = await loadHome(resolveSiteContext(request), null);
  return { ...data, meta: withAlternates(request, data.meta), viewLinks: pageViewLinks(data.kind) };
}

// The home view is the page route's too (/{country code}/), so it is its own chunk: it starts loading with this module.
if (typeof document !== 'undefined') preloadPageView('home');

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [...pageMeta(loaderData?.meta), ...(loaderData?.viewLinks ?? [])];

export default function Home() {
  return <pageViews.home site={useRequiredSite()} data={useLoaderData<typeof loader>()} />;
}
