import { data, redirect } from 'react-router';
import { ApiRequestError, createTransaction, getBookingPaid, getOrderPaid, type Booking, type BookingPaidReply } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import type { BookingAccess } from './booking-access';
import { accessQuery } from './booking-access';
import { balanceOf } from './payment-balance';

export interface PaymentResultPage {
  kind: 'paymentResult';
  result: BookingPaidReply;
  meta: { title: string };
}

/**
 * /booking-paid?bookingToken= (the booking's first payment) and /order-paid?order_id=&bookingToken= (a retry, the
 * balance or a date-change difference): where the payment page sends the guest back (guest-journey §2).
 */
export async function loadPaymentResult(site: SiteContext, url: URL, kind: 'booking' | 'order'): Promise<PaymentResultPage> {
  const bookingToken = url.searchParams.get('bookingToken');
  const orderId = url.searchParams.get('order_id');
  if (!bookingToken || (kind === 'order' && !orderId)) throw data(null, { status: 404 });
  const api = serverApi(site.locale);
  try {
    const result =
      kind === 'order' && orderId
        ? await getOrderPaid(api, { order_id: orderId, bookingToken })
        : await getBookingPaid(api, { bookingToken, ...(orderId ? { order_id: orderId } : {}) });
    return { kind: 'paymentResult', result, meta: { title: `${result.booking.hotel.name} · ${result.booking.invoice_no} | ${site.brandName}` } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) throw data(null, { status: 404 });
    throw error;
  }
}

/** retryPayment / Pay now: a new payment order for what is left, and the browser sent to the payment page. */
export async function startPaymentFor(site: SiteContext, booking: Booking, access: BookingAccess): Promise<never> {
  const amount = balanceOf(booking);
  if (amount <= 0 || !booking.payable) throw data(null, { status: 409 });
  const reply = await createTransaction(serverApi(site.locale), {
    invoice_no: booking.invoice_no,
    transaction: { amount },
    ...('token' in access ? { token: access.token } : { user_phone: accessQuery(access)['phone'] ?? '' }),
  });
  throw redirect(reply.redirectUrl);
}
