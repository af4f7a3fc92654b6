import type { CurrencyCode, RefundStatus } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

interface RefundRow {
  to_source: number;
  to_source_pending: number;
  to_wallet: number;
  last_refund_at: Date | string | null;
}

/**
 * A booking's refund as it really stands (refundStatusYo): what the payment provider has given back to the card or
 * account (payment_refunds with the provider's id), what is decided but not yet made (no id yet: the provider was
 * down or slow), and what went back to the wallet (wallet_entries of type refund, credited at once).
 */
export async function refundStatusOf(database: SqlClient, bookingId: number, currencyCode: CurrencyCode): Promise<RefundStatus> {
  const [row] = await database.query<RefundRow>(
    `SELECT
       coalesce((SELECT sum(r.amount) FROM payment_refunds r JOIN payment_orders o ON o.id = r.payment_order_id
                  WHERE o.booking_id = $1 AND r.provider_refund_id IS NOT NULL), 0)::int AS to_source,
       coalesce((SELECT sum(r.amount) FROM payment_refunds r JOIN payment_orders o ON o.id = r.payment_order_id
                  WHERE o.booking_id = $1 AND r.provider_refund_id IS NULL), 0)::int AS to_source_pending,
       coalesce((SELECT sum(w.amount_minor) FROM wallet_entries w WHERE w.booking_id = $1 AND w.entry_type = 'refund'), 0)::int AS to_wallet,
       greatest(
         (SELECT max(r.created_at) FROM payment_refunds r JOIN payment_orders o ON o.id = r.payment_order_id WHERE o.booking_id = $1),
         (SELECT max(w.created_at) FROM wallet_entries w WHERE w.booking_id = $1 AND w.entry_type = 'refund')
       ) AS last_refund_at`,
    [bookingId],
  );
  const refund = row ?? { to_source: 0, to_source_pending: 0, to_wallet: 0, last_refund_at: null };
  const status = refund.to_source_pending > 0 ? 'pending' : refund.to_source + refund.to_wallet > 0 ? 'processed' : 'none';
  return {
    status,
    currency_code: currencyCode,
    to_source: refund.to_source,
    to_source_pending: refund.to_source_pending,
    to_wallet: refund.to_wallet,
    last_refund_at: refund.last_refund_at === null ? null : new Date(refund.last_refund_at).toISOString(),
  };
}
