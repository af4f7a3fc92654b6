import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SaveCardResult } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { ACCOUNT_SAVE_CARD_PATH } from '../pages/booking/booking-urls';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

/**
 * /save-card/{status}: verified or error (guest-journey §2), of a card saved for a booking (the booking's page asks
 * for its phone again) or to the guest's account (`saved_to=account`: back to the general /booking/save-card).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const status = params['status'];
  if (status !== 'verified' && status !== 'error') throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const verified = status === 'verified';
  if (query.get('saved_to') === 'account') return { verified, savedTo: 'account' as const, backHref: ACCOUNT_SAVE_CARD_PATH, title: site.brandName };
  const bookingId = query.get('booking_id');
  return { verified, savedTo: 'booking' as const, backHref: bookingId ? `/booking/${encodeURIComponent(bookingId)}` : '/booking', title: site.brandName };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'booking', loaderData?.title);

export default function SaveCardStatus() {
  const site = useRequiredSite();
  const { verified, savedTo, backHref } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <SaveCardResult verified={verified} savedTo={savedTo} backHref={backHref} />
    </PageShell>
  );
}
