import type { CurrencyCode, EstimateChargeReply } from '@stays/api-client';
import { resolveStay } from '@stays/server-catalogue';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { assertModifiable } from './modifiable';
import { moveToNewDates, type NewDatesPrice } from './price-new-dates';
import type { TransactionalDatabase } from '@stays/server-core';

class EstimateOnly extends Error {
  constructor(readonly price: NewDatesPrice) {
    super('estimate: roll back');
  }
}

/**
 * POST estimateCharge/{id}/estimate_v2: what moving a booking to new dates (or another room category of its
 * property) would cost. It rehearses the date change
 * in a transaction it always rolls back, so the answer (available, new price) is exactly what the change would do.
 */
export async function estimateDateChange(
  database: TransactionalDatabase,
  invoiceNo: string,
  request: BookingProof & { checkin: string; checkout: string; room_category_id?: number | undefined },
  now: Date,
): Promise<EstimateChargeReply> {
  resolveStay({ checkin: request.checkin, checkout: request.checkout }, null);
  const old = await findProvenBooking(database, invoiceNo, request);
  assertModifiable(old);
  let price: NewDatesPrice;
  try {
    await database.transaction(async (tx) => {
      const locked = await findProvenBooking(tx, invoiceNo, request, { forUpdate: true });
      throw new EstimateOnly(
        await moveToNewDates(tx, locked, { checkin: request.checkin, checkout: request.checkout, roomCategoryId: request.room_category_id }, now),
      );
    });
    throw new Error('the estimate transaction was meant to roll back');
  } catch (error) {
    if (!(error instanceof EstimateOnly)) throw error;
    price = error.price;
  }
  const paid = old.amount_paid - old.refunded_amount;
  const difference = price.total - old.final_amount;
  return {
    invoice_no: old.invoice_no,
    checkin: request.checkin,
    checkout: request.checkout,
    available: price.available,
    old_amount: old.final_amount,
    new_amount: price.total,
    difference,
    amount_to_pay: old.pay_at_hotel ? 0 : Math.max(0, price.total - paid),
    amount_to_refund: Math.max(0, paid - price.total),
    currency_code: old.currency_code as CurrencyCode,
  };
}
