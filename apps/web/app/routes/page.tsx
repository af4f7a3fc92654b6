import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HotelPage } from '../pages/HotelPage';
import { ListingPage } from '../pages/ListingPage';
import { NearMePage } from '../pages/NearMePage';
import { loadSegmentPage, loadTwoSegmentPage } from '../pages/page-route.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/**
 * `/{segment}` and `/{first}/{segment}`: hotel pages, listings of every kind, /search/, /hotels-near-me, the
 * short hotel link and the catch-all city and tag pages (guest-journey §2); anything else is not found.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const url = new URL(request.url);
  const slug = (params.slug ?? '').toLowerCase();
  const first = params.country?.toLowerCase();
  // The guest's session goes with the search and hotel calls: their wishlist hearts come filled.
  return first === undefined ? loadSegmentPage(site, url, slug, undefined, request) : loadTwoSegmentPage(site, url, first, slug, request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  if (loaderData.kind === 'listing') return <ListingPage site={site} data={loaderData} />;
  if (loaderData.kind === 'nearMe') return <NearMePage site={site} data={loaderData} />;
  return <HotelPage site={site} data={loaderData} />;
}
