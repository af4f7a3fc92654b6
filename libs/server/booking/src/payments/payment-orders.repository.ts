export type PaymentPurpose = 'booking' | 'balance' | 'date_change' | 'save_card';
export type PaymentOrderStatus = 'created' | 'paid' | 'failed' | 'expired';

export interface PaymentOrderRow {
  id: number;
  /** Null for the card check of a signed-in guest's general save-card, which belongs to `user_id` instead. */
  booking_id: number | null;
  user_id: number | null;
  provider: string;
  provider_order_id: string;
  purpose: PaymentPurpose;
  amount: number;
  currency_code: string;
  status: PaymentOrderStatus;
  mode: string | null;
  refunded_amount: number;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
}

/** Records a provider order for a booking (or a guest's card check); a repeated order (same provider id) is returned as stored. */
export async function insertPaymentOrder(
  database: SqlClient,
  order: Pick<PaymentOrderRow, 'provider' | 'provider_order_id' | 'purpose' | 'amount' | 'currency_code'> & ({ booking_id: number } | { user_id: number }),
  now: Date,
): Promise<PaymentOrderRow> {
  await database.query(
    `INSERT INTO payment_orders (booking_id, user_id, provider, provider_order_id, purpose, amount, currency_code, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8, $8) ON CONFLICT (provider, provider_order_id) DO NOTHING`,
    [
      'booking_id' in order ? order.booking_id : null,
      'user_id' in order ? order.user_id : null,
      order.provider,
      order.provider_order_id,
      order.purpose,
      order.amount,
      order.currency_code,
      now,
    ],
  );
  const stored = await findPaymentOrder(database, order.provider, order.provider_order_id);
  if (!stored) throw new Error(`payment order ${order.provider_order_id} vanished after its insert`);
  return stored;
}

export async function findPaymentOrder(
  database: SqlClient,
  provider: string,
  providerOrderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentOrderRow | null> {
  const rows = await database.query<PaymentOrderRow>(
    `SELECT * FROM payment_orders WHERE provider = $1 AND provider_order_id = $2 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [provider, providerOrderId],
  );
  return rows[0] ?? null;
}

/** The orders of a booking, oldest first. */
export async function findPaymentOrdersOfBooking(database: SqlClient, bookingId: number): Promise<PaymentOrderRow[]> {
  return database.query<PaymentOrderRow>('SELECT * FROM payment_orders WHERE booking_id = $1 ORDER BY id', [bookingId]);
}

/** The card checks a signed-in guest started from the general save-card, oldest first. */
export async function findCardChecksOfUser(database: SqlClient, userId: number): Promise<PaymentOrderRow[]> {
  return database.query<PaymentOrderRow>(`SELECT * FROM payment_orders WHERE user_id = $1 AND booking_id IS NULL AND purpose = 'save_card' ORDER BY id`, [
    userId,
  ]);
}

/** How many earlier attempts of this purpose ended without money (failed or expired): the next attempt's number. */
export async function countEndedAttempts(database: SqlClient, bookingId: number, purpose: PaymentPurpose): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_orders WHERE booking_id = $1 AND purpose = $2 AND status IN ('failed', 'expired')`,
    [bookingId, purpose],
  );
  return row?.n ?? 0;
}

export async function markPaymentOrder(tx: SqlClient, orderId: number, change: { status: PaymentOrderStatus; mode: string | null; now: Date }): Promise<void> {
  await tx.query(
    `UPDATE payment_orders SET status = $2, mode = COALESCE($3, mode), paid_at = CASE WHEN $2 = 'paid' THEN $4 ELSE paid_at END, updated_at = $4 WHERE id = $1`,
    [orderId, change.status, change.mode, change.now],
  );
}

/** The open orders of a booking become expired: the hold they paid for is gone. */
export async function expireOpenOrders(tx: SqlClient, bookingId: number, now: Date): Promise<void> {
  await tx.query(`UPDATE payment_orders SET status = 'expired', updated_at = $2 WHERE booking_id = $1 AND status = 'created'`, [bookingId, now]);
}

/** Applies a provider event once: false when this event id was applied already. */
export async function recordPaymentEvent(tx: SqlClient, event: { provider: string; id: string; type: string; orderId: string }, now: Date): Promise<boolean> {
  const rows = await tx.query<{ event_id: string }>(
    `INSERT INTO payment_events (provider, event_id, type, provider_order_id, received_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id`,
    [event.provider, event.id, event.type, event.orderId, now],
  );
  return rows.length === 1;
}

import type { SqlClient } from '@stays/server-core';
