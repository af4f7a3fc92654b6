import type { CurrencyCode, PaymentRedirect } from '@stays/api-client';
import { currencySymbolOf } from '@stays/brand-config';
import { minimumToPayMinor } from '@stays/pricing';
import { PAYMENT_STATUS } from '@stays/status-mapping';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { findBookingByInvoiceNo, updateBooking } from '../bookings/bookings.repository';
import { holdsRooms, isAwaitingFirstPayment } from '../holds/rooms-held';
import { takeRoomNights } from '../inventory/room-nights.repository';
import type { BookingPayments } from './booking-payments';
import { assertPaymentAmount } from './payment-amount';
import { startPayment } from './start-payment';
import { ServiceError, type TransactionalDatabase } from '@stays/server-core';

export interface CreateTransactionRequest extends BookingProof {
  invoice_no: string;
  transaction: { amount: number };
  return_url?: string | undefined;
  cancel_url?: string | undefined;
}

/**
 * POST createTransaction — pay for a booking from its page: retry a first payment that failed (its rooms are taken
 * again for a new hold, or 409 ROOMS_UNAVAILABLE), or pay what is left after a part payment or a dearer date change.
 */
export async function createTransaction(
  database: TransactionalDatabase,
  payments: BookingPayments,
  request: CreateTransactionRequest,
  now: Date,
): Promise<PaymentRedirect> {
  const booking = await findProvenBooking(database, request.invoice_no, request);
  if (booking.state === 'cancelled') throw new ServiceError(409, 'BOOKING_NOT_PAYABLE', `booking ${booking.invoice_no} is cancelled`);
  if (booking.payment_status_id !== PAYMENT_STATUS.PENDING && booking.payment_status_id !== PAYMENT_STATUS.PARTIAL) {
    throw new ServiceError(409, 'NOTHING_TO_PAY', `booking ${booking.invoice_no} is paid`);
  }
  const firstPayment = isAwaitingFirstPayment(booking);
  assertPaymentAmount(request.transaction.amount, {
    minimumMinor: firstPayment
      ? booking.minimum_prepay_amount
      : minimumToPayMinor({ minimum_prepay_amount: booking.minimum_prepay_amount, get_amount_paid: booking.amount_paid }),
    payableMinor: booking.payable_amount - booking.amount_paid,
    currency: booking.currency_code,
    currencySymbol: currencySymbolOf(booking.currency_code as CurrencyCode),
  });
  if (firstPayment && !holdsRooms(booking)) await holdAgain(database, payments, booking.invoice_no, now);
  const current = (await findBookingByInvoiceNo(database, booking.invoice_no)) ?? booking;
  return startPayment(
    database,
    payments,
    current,
    { purpose: firstPayment ? 'booking' : 'balance', amount: request.transaction.amount, returnUrl: request.return_url, cancelUrl: request.cancel_url },
    now,
  );
}

/** Takes every night again for a booking whose payment failed, for a new hold; all or nothing. */
async function holdAgain(database: TransactionalDatabase, payments: BookingPayments, invoiceNo: string, now: Date): Promise<void> {
  await database.transaction(async (tx) => {
    const booking = await findBookingByInvoiceNo(tx, invoiceNo, { forUpdate: true });
    if (!booking || !isAwaitingFirstPayment(booking)) throw new ServiceError(409, 'BOOKING_NOT_PAYABLE', `booking ${invoiceNo} can no longer be paid`);
    if (holdsRooms(booking)) return;
    const taken = await takeRoomNights(tx, {
      roomCategoryId: booking.room_category_id,
      checkin: booking.checkin,
      checkout: booking.checkout,
      rooms: booking.rooms,
    });
    if (taken !== booking.nights_count) {
      throw new ServiceError(409, 'ROOMS_UNAVAILABLE', `${booking.room_category_name} is no longer available for every night of this stay`);
    }
    await updateBooking(tx, booking.id, { hold_expires_at: new Date(now.getTime() + payments.holdMinutes * 60_000) }, now);
  });
}
