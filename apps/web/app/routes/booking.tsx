import { data, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BookingLookupPage } from '../pages/booking/BookingLookupPage';
import { BookingPage } from '../pages/booking/BookingPage';
import { bookingForAction, cancelFromBookingPage, loadBookingPage } from '../pages/booking/booking.server';
import { modifyDates } from '../pages/booking/modify-dates.server';
import { changeExtras } from '../pages/booking/booking-extras.server';
import { startPaymentFor } from '../pages/booking/payment.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';
import { KEEP_OFFLINE_UNTIL_HEADER } from '../service-worker/routing';

/** `/booking` (lookup) and `/booking/{bookingId}` (details, success, cancellation) of guest-journey §2. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadBookingPage(resolveSiteContext(request), new URL(request.url), params['bookingId']);
  // A booking still to be stayed is kept on the device until check-out (the service worker reads this header).
  if ('kind' in page && page.kind === 'booking' && page.booking.state !== 'cancelled') {
    return data(page, { headers: { [KEEP_OFFLINE_UNTIL_HEADER]: page.booking.checkout } });
  }
  return page;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const keepUntil = loaderHeaders.get(KEEP_OFFLINE_UNTIL_HEADER);
  return keepUntil ? { [KEEP_OFFLINE_UNTIL_HEADER]: keepUntil } : new Headers();
};

export async function action({ request, params }: ActionFunctionArgs) {
  const bookingId = params['bookingId'];
  if (!bookingId) throw new Response(null, { status: 405 });
  const site = resolveSiteContext(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'cancel') return cancelFromBookingPage(site, url, bookingId, form);
  if (intent === 'modifyDates') {
    const { booking, access } = await bookingForAction(site, url, bookingId);
    return modifyDates(site, booking, access, form);
  }
  if (intent === 'extras') {
    const { booking, access } = await bookingForAction(site, url, bookingId);
    return changeExtras(site, booking, access, form);
  }
  if (intent === 'retryPayment') {
    const { booking, access } = await bookingForAction(site, url, bookingId);
    return startPaymentFor(site, booking, access);
  }
  throw new Response(null, { status: 400 });
}

// A booking page is the guest's own: never indexed.
export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  privatePageMeta(matches, loaderData?.kind === 'lookup' ? 'bookingLookup' : 'booking', loaderData?.meta.title);

export default function Booking() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const site = useRequiredSite();
  if (data.kind === 'lookup') return <BookingLookupPage site={site} data={data} />;
  return <BookingPage site={site} data={data} outcome={outcome} />;
}
