import { isSitePath, type PaymentRedirect } from '@stays/api-client';
import type { CreatedOrder } from '@stays/server-payments';
import type { BookingRow } from '../bookings/booking-row';
import { bookingTokenOf } from '../bookings/booking-token-param';
import { bookingLink } from '../bookings/booking-link';
import { signBookingToken } from '../token/booking-token';
import type { BookingPayments } from './booking-payments';
import { countEndedAttempts, insertPaymentOrder, type PaymentPurpose } from './payment-orders.repository';
import { providerFailure } from './provider-failure';
import type { SqlClient } from '@stays/server-core';

export interface PaymentStart {
  purpose: PaymentPurpose;
  amount: number;
  returnUrl?: string | undefined;
  cancelUrl?: string | undefined;
  /** Names what is paid when one booking may owe several like amounts (an extra charge: its id). */
  item?: string | undefined;
}

/**
 * Opens a provider order for a booking and records it. The reference (booking, purpose, amount, attempt number) is
 * the provider's idempotency key, so a repeated or racing request reuses the open order instead of a second one.
 */
export async function startPayment(
  database: SqlClient,
  payments: BookingPayments,
  booking: BookingRow,
  start: PaymentStart,
  now: Date,
): Promise<PaymentRedirect> {
  const attempt = await countEndedAttempts(database, booking.id, start.purpose);
  const token = signBookingToken(booking.invoice_no);
  const bookingToken = bookingTokenOf(booking.invoice_no, token);
  const defaultReturn = start.purpose === 'save_card' ? '/api/pwa/save-card/return' : start.purpose === 'booking' ? '/booking-paid' : '/order-paid';
  // The contracts refuse an off-site address (400); a caller that skipped them gets the default, never another host.
  const returnUrl = withBookingToken(onSite(start.returnUrl) ?? defaultReturn, bookingToken);
  let created: CreatedOrder;
  try {
    created = await payments.provider.createOrder(
      {
        reference: `${booking.invoice_no}:${start.purpose}${start.item === undefined ? '' : `:${start.item}`}:${start.amount}:${attempt}`,
        kind: start.purpose === 'save_card' ? 'card_check' : 'order',
        amount: start.amount,
        currencyCode: booking.currency_code,
        description: `${booking.hotel_name} · booking ${booking.invoice_no}`,
        returnUrl,
        cancelUrl: onSite(start.cancelUrl) ?? bookingLink(booking.invoice_no, token),
      },
      now,
    );
  } catch (error) {
    throw providerFailure(error, 'the payment');
  }
  const order = await insertPaymentOrder(
    database,
    {
      booking_id: booking.id,
      provider: payments.provider.name,
      provider_order_id: created.orderId,
      purpose: start.purpose,
      amount: start.amount,
      currency_code: booking.currency_code,
    },
    now,
  );
  return { redirectUrl: created.redirectUrl, order_id: order.provider_order_id, amount: order.amount };
}

function onSite(path: string | undefined): string | undefined {
  return path !== undefined && isSitePath(path) ? path : undefined;
}

function withBookingToken(url: string, bookingToken: string): string {
  if (/[?&]bookingToken=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}bookingToken=${encodeURIComponent(bookingToken)}`;
}
