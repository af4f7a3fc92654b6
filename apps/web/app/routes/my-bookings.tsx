import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BOOKINGS_LIST_BATCH_SIZE } from '@stays/brand-config';
import { MyBookingsView } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { bookingHref } from '../pages/booking/booking-access';
import { loadMyBookings } from '../pages/booking/my-bookings.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMyBookings(resolveSiteContext(request), request);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'myBookings', loaderData?.meta.title);

/** /my-booking and /bookings/ (guest-journey §2). */
export default function MyBookings() {
  const site = useRequiredSite();
  const data = useLoaderData<typeof loader>();
  const query = (changes: Record<string, string>) => {
    const params = new URLSearchParams({ ...(data.filter === 'all' ? {} : { status: data.filter }), ...changes });
    if (params.get('status') === 'all') params.delete('status');
    const search = params.toString();
    return `${data.path}${search ? `?${search}` : ''}`;
  };
  const more = data.reply.bookings.length < data.reply.total_count && data.shown < 50;
  return (
    <PageShell site={site}>
      <MyBookingsView
        bookings={data.reply.bookings}
        total={data.reply.total_count}
        filters={data.filters.map((filter) => ({ filter, href: query({ status: filter }), current: filter === data.filter }))}
        moreHref={more ? query({ count: String(data.shown + BOOKINGS_LIST_BATCH_SIZE) }) : null}
        bookingHref={(booking) => bookingHref(booking.invoice_no, { token: booking.token })}
      />
    </PageShell>
  );
}
