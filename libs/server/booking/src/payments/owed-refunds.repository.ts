/** A refund booked against its order and booking but not yet made by the provider. */
export interface OwedRefund {
  id: number;
  amount: number;
  provider_order_id: string;
}

/** Another process's claim on an owed refund lapses after this long (it may have died mid-call). */
const CLAIM_MINUTES = 5;

/**
 * Books a refund as owed, in the transaction that decided it: the order's and the booking's refunded amounts count it at
 * once, so later decisions (a cancellation after a date change) never give the same money back twice.
 */
export async function recordOwedRefund(
  tx: SqlClient,
  refund: { bookingId: number; orderId: number; amount: number; reason: string },
  now: Date,
): Promise<number> {
  // The booking row before its order's, as every booking call locks them.
  await tx.query('UPDATE bookings SET refunded_amount = refunded_amount + $2, updated_at = $3 WHERE id = $1', [refund.bookingId, refund.amount, now]);
  await tx.query('UPDATE payment_orders SET refunded_amount = refunded_amount + $2, updated_at = $3 WHERE id = $1', [refund.orderId, refund.amount, now]);
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO payment_refunds (payment_order_id, amount, reason, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [refund.orderId, refund.amount, refund.reason, now],
  );
  if (!row) throw new Error(`refund of payment order ${refund.orderId} was not recorded`);
  return row.id;
}

/** Claims owed refunds no other process is making (by id, of some bookings, or the oldest): each is made by one caller. */
export async function claimOwedRefunds(
  database: SqlClient,
  now: Date,
  which: { ids?: readonly number[]; bookingIds?: readonly number[]; limit: number },
): Promise<OwedRefund[]> {
  return database.query<OwedRefund>(
    `UPDATE payment_refunds r SET claimed_at = $1 FROM payment_orders o
      WHERE r.id IN (
        SELECT r2.id FROM payment_refunds r2 JOIN payment_orders o2 ON o2.id = r2.payment_order_id
         WHERE r2.provider_refund_id IS NULL AND (r2.claimed_at IS NULL OR r2.claimed_at < $1::timestamptz - make_interval(mins => $2))
           AND ($3::int[] IS NULL OR r2.id = ANY($3::int[])) AND ($4::int[] IS NULL OR o2.booking_id = ANY($4::int[]))
         ORDER BY r2.id LIMIT $5 FOR UPDATE OF r2 SKIP LOCKED)
        AND o.id = r.payment_order_id
      RETURNING r.id, r.amount, o.provider_order_id`,
    [now, CLAIM_MINUTES, which.ids ?? null, which.bookingIds ?? null, which.limit],
  );
}

export async function markRefundMade(database: SqlClient, id: number, providerRefundId: string): Promise<void> {
  await database.query('UPDATE payment_refunds SET provider_refund_id = $2, claimed_at = NULL WHERE id = $1', [id, providerRefundId]);
}

export async function releaseRefundClaim(database: SqlClient, id: number): Promise<void> {
  await database.query('UPDATE payment_refunds SET claimed_at = NULL WHERE id = $1 AND provider_refund_id IS NULL', [id]);
}

import type { SqlClient } from '@stays/server-core';
