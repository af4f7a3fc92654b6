import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { SaveCardResult } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';

/** /save-card/{status}: verified or error (guest-journey §2); the booking's page asks for its phone again. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const status = params['status'];
  if (status !== 'verified' && status !== 'error') throw data(null, { status: 404 });
  const bookingId = new URL(request.url).searchParams.get('booking_id');
  return { verified: status === 'verified', bookingHref: bookingId ? `/booking/${encodeURIComponent(bookingId)}` : '/booking', title: site.brandName };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...(loaderData ? [{ title: loaderData.title }] : []),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function SaveCardStatus() {
  const site = useRequiredSite();
  const { verified, bookingHref } = useLoaderData<typeof loader>();
  return (
    <PageShell site={site}>
      <SaveCardResult verified={verified} bookingHref={bookingHref} />
    </PageShell>
  );
}
