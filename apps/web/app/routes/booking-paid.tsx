import { useLoaderData, useLocation, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BookingDetailsView, PaymentResultDialog } from '@stays/feature-booking';
import { PageShell } from '../components/PageShell';
import { bookingHref } from '../pages/booking/booking-access';
import { loadPaymentResult, startPaymentFor } from '../pages/booking/payment.server';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import { privatePageMeta } from '../seo/private-page-meta';

function kindOf(request: Request): 'booking' | 'order' {
  return new URL(request.url).pathname.startsWith('/order-paid') ? 'order' : 'booking';
}

/** /booking-paid and /order-paid: the booking after the payment page, with paymentSuccess or paymentStatus. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadPaymentResult(resolveSiteContext(request), new URL(request.url), kindOf(request));
}

/** retryPayment: a new order for what is left to pay, then the payment page. */
export async function action({ request }: ActionFunctionArgs) {
  const site = resolveSiteContext(request);
  const form = await request.formData();
  if (form.get('intent') !== 'retryPayment') throw new Response(null, { status: 400 });
  const { result } = await loadPaymentResult(site, new URL(request.url), kindOf(request));
  return startPaymentFor(site, result.booking, { token: result.booking.token });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => privatePageMeta(matches, 'booking', loaderData?.meta.title);

export default function BookingPaid() {
  const { result } = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  const navigate = useNavigate();
  const { booking } = result;
  const pageHref = bookingHref(booking.invoice_no, { token: booking.token });
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <PageShell site={site}>
      <BookingDetailsView
        booking={booking}
        booked={result.modal === 'paymentSuccess'}
        micrositeMode={site.micrositeMode}
        shareUrl={`${site.origin}${pageHref}`}
        cancelHref={bookingHref(booking.invoice_no, { token: booking.token }, { modal: 'bookingCancellationReasons' })}
      >
        <PaymentResultDialog result={result} retryAction="" bookingHref={pageHref} checkAgainHref={here} onClose={() => void navigate(pageHref)} />
      </BookingDetailsView>
    </PageShell>
  );
}
