export interface StoredRequest {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

/**
 * Claims (scope, key) for this transaction. False when the key is already taken: if another transaction holds it,
 * PostgreSQL makes this insert wait for that one to end, so a racing duplicate sees the first one's outcome.
 */
export async function claimIdempotencyKey(tx: SqlClient, scope: string, key: string, requestHash: string): Promise<boolean> {
  const rows = await tx.query<{ key: string }>(
    `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
    [scope, key, requestHash],
  );
  return rows.length === 1;
}

export async function findIdempotencyKey(tx: SqlClient, scope: string, key: string): Promise<StoredRequest | null> {
  const rows = await tx.query<StoredRequest>('SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE scope = $1 AND key = $2', [
    scope,
    key,
  ]);
  return rows[0] ?? null;
}

export async function storeIdempotentResponse(tx: SqlClient, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb WHERE scope = $1 AND key = $2', [
    scope,
    key,
    status,
    JSON.stringify(body),
  ]);
}

import type { SqlClient } from '@stays/server-core';
