import type { CancellationChargeReply, CurrencyCode } from '@stays/api-client';
import { isCancellable } from '@stays/booking-rules';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { CANCELLATION_REASONS, cancellationTerms } from './cancellation-terms';
import type { SqlClient } from '@stays/server-core';

/** GET bookingCancellationReasons/{id}/applicable_cancellation_charge: the reasons and what cancelling now costs. */
export async function cancellationCharge(database: SqlClient, invoiceNo: string, proof: BookingProof, now: Date): Promise<CancellationChargeReply> {
  const booking = await findProvenBooking(database, invoiceNo, proof);
  const terms = cancellationTerms(booking, now);
  return {
    invoice_no: booking.invoice_no,
    cancellable: isCancellable(booking),
    reasons: [...CANCELLATION_REASONS],
    cancellation_charge: terms.charge,
    refund_amount: terms.refund,
    currency_code: booking.currency_code as CurrencyCode,
    free_cancellation_until: terms.freeUntil ? terms.freeUntil.toISOString() : null,
  };
}
