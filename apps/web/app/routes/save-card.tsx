import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SaveCardView } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { accessQuery, bookingHref } from '../pages/booking/booking-access';
import { loadSaveCard, startSaveCard } from '../pages/booking/save-card.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadSaveCard(resolveSiteContext(request), new URL(request.url), params['bookingId'] ?? '');
}

export async function action({ request, params }: ActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'saveCard') throw new Response(null, { status: 400 });
  return startSaveCard(resolveSiteContext(request), new URL(request.url), params['bookingId'] ?? '');
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'booking', loaderData?.meta.title);

/** /booking/{bookingId}/save-card (guest-journey §2). */
export default function SaveCard() {
  const site = useRequiredSite();
  const { booking, access } = useLoaderData<typeof loader>();
  const path = `/booking/${encodeURIComponent(booking.invoice_no)}/save-card?${new URLSearchParams(accessQuery(access)).toString()}`;
  return (
    <PageShell site={site}>
      <SaveCardView booking={booking} action={path} bookingHref={bookingHref(booking.invoice_no, access)} />
    </PageShell>
  );
}
