import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BookingLookupPage } from '../pages/booking/BookingLookupPage';
import { bookingForAction } from '../pages/booking/booking.server';
import { UpgradeBookingPage } from '../pages/booking/UpgradeBookingPage';
import { loadUpgradePage, upgradeBooking } from '../pages/booking/upgrade-booking.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

/** `/upgrade-booking/{bookingId}` (guest-journey §2 "Upgrade booking"): a better room for the same stay. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const bookingId = params['bookingId'];
  if (!bookingId) throw new Response(null, { status: 404 });
  return loadUpgradePage(resolveSiteContext(request), new URL(request.url), bookingId);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const bookingId = params['bookingId'];
  if (!bookingId) throw new Response(null, { status: 405 });
  const form = await request.formData();
  if (form.get('intent') !== 'upgrade') throw new Response(null, { status: 400 });
  const site = resolveSiteContext(request);
  const { booking, access } = await bookingForAction(site, new URL(request.url), bookingId);
  return upgradeBooking(site, booking, access, form);
}

// The guest's own booking: never indexed.
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'booking', loaderData?.meta.title);

export default function UpgradeBooking() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const site = useRequiredSite();
  if (data.kind === 'lookup') return <BookingLookupPage site={site} data={data} />;
  return <UpgradeBookingPage site={site} data={data} outcome={outcome} />;
}
