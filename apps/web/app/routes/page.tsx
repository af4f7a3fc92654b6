import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HotelPage } from '../pages/HotelPage';
import { ListingPage } from '../pages/ListingPage';
import { loadHotel } from '../pages/hotel.server';
import { loadListing } from '../pages/listing.server';
import { notFound } from '../pages/not-found.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

const LISTING = /^hotels-in-([a-z0-9-]+)$/;
const HOTEL = /^(\d+)/;
const COUNTRY_PREFIX = /^[a-z]{2}$/;

/**
 * `/{segment}` and `/{country}/{segment}`: a listing when the segment is hotels-in-{city}, a hotel page when it
 * starts with digits (the hotel id is the leading digits, guest-journey §5); anything else is not found.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const url = new URL(request.url);
  const slug = (params.slug ?? '').toLowerCase();
  const country = params.country?.toLowerCase();
  if (country !== undefined && (!COUNTRY_PREFIX.test(country) || country === 'in')) notFound();
  const listing = LISTING.exec(slug);
  if (listing?.[1]) return loadListing(site, url, listing[1], country);
  const hotel = HOTEL.exec(slug);
  if (hotel?.[1]) return loadHotel(site, url, Number(hotel[1]), country);
  return notFound();
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Page() {
  const loaderData = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  if (loaderData.kind === 'listing') return <ListingPage site={site} data={loaderData} />;
  return <HotelPage site={site} data={loaderData} />;
}
