export interface SandboxOrderRow {
  id: string;
  reference: string;
  amount: number;
  currency_code: string;
  status: 'created' | 'paid' | 'failed' | 'pending';
  kind: 'order' | 'card_check';
  description: string;
  mode: string | null;
  card_token: string | null;
  card_network: string | null;
  card_last4: string | null;
  return_url: string;
  cancel_url: string;
  refunded_amount: number;
  refund_references: string[];
  created_at: Date;
  completed_at: Date | null;
}

export type NewSandboxOrder = Pick<SandboxOrderRow, 'id' | 'reference' | 'amount' | 'currency_code' | 'kind' | 'description' | 'return_url' | 'cancel_url'> & {
  webhook_url: string;
};

/**
 * Inserts the order unless one with this reference exists (a repeated or racing create): either way the order stored
 * for the reference is returned, with the id it was first given.
 */
export async function insertSandboxOrder(database: SqlClient, order: NewSandboxOrder, now: Date): Promise<SandboxOrderRow> {
  await database.query(
    `INSERT INTO sandbox_payment_orders (id, reference, amount, currency_code, status, kind, description, return_url, cancel_url, webhook_url, created_at)
     VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $8, $9, $10) ON CONFLICT (reference) DO NOTHING`,
    [order.id, order.reference, order.amount, order.currency_code, order.kind, order.description, order.return_url, order.cancel_url, order.webhook_url, now],
  );
  const rows = await database.query<SandboxOrderRow>('SELECT * FROM sandbox_payment_orders WHERE reference = $1', [order.reference]);
  const stored = rows[0];
  if (!stored) throw new Error(`sandbox order ${order.reference} vanished after its insert`);
  return stored;
}

export async function findSandboxOrder(database: SqlClient, orderId: string): Promise<SandboxOrderRow | null> {
  const rows = await database.query<SandboxOrderRow>('SELECT * FROM sandbox_payment_orders WHERE id = $1', [orderId]);
  return rows[0] ?? null;
}

/** Settles an order still waiting for the guest; null when it was settled already (a second submit changes nothing). */
export async function settleSandboxOrder(
  database: SqlClient,
  orderId: string,
  outcome: { status: 'paid' | 'failed' | 'pending'; mode: string; card: { token: string; network: string; last4: string } | null },
  now: Date,
): Promise<SandboxOrderRow | null> {
  const rows = await database.query<SandboxOrderRow>(
    `UPDATE sandbox_payment_orders SET status = $2, mode = $3, card_token = $4, card_network = $5, card_last4 = $6, completed_at = $7
      WHERE id = $1 AND status = 'created' RETURNING *`,
    [orderId, outcome.status, outcome.mode, outcome.card?.token ?? null, outcome.card?.network ?? null, outcome.card?.last4 ?? null, now],
  );
  return rows[0] ?? null;
}

/**
 * Adds a refund to a paid order, once per reference: 'made', 'repeated' when this reference was refunded already
 * (a retry after a lost answer), or 'refused' when the order is not paid or the refunds would pass what was paid.
 */
export async function addSandboxRefund(database: SqlClient, orderId: string, amount: number, reference: string): Promise<'made' | 'repeated' | 'refused'> {
  const rows = await database.query<{ id: string }>(
    `UPDATE sandbox_payment_orders SET refunded_amount = refunded_amount + $2, refund_references = array_append(refund_references, $3)
      WHERE id = $1 AND status = 'paid' AND refunded_amount + $2 <= amount AND NOT ($3 = ANY(refund_references)) RETURNING id`,
    [orderId, amount, reference],
  );
  if (rows.length === 1) return 'made';
  const repeated = await database.query<{ id: string }>('SELECT id FROM sandbox_payment_orders WHERE id = $1 AND $2 = ANY(refund_references)', [
    orderId,
    reference,
  ]);
  return repeated.length === 1 ? 'repeated' : 'refused';
}

export async function findWebhookUrl(database: SqlClient, orderId: string): Promise<string | null> {
  const rows = await database.query<{ webhook_url: string }>('SELECT webhook_url FROM sandbox_payment_orders WHERE id = $1', [orderId]);
  return rows[0]?.webhook_url ?? null;
}

import type { SqlClient } from '@stays/server-core';
