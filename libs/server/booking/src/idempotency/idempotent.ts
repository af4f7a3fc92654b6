import { createHash } from 'node:crypto';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentResponse } from './idempotency-keys.repository';
import { ServiceError, type SqlClient } from '@stays/server-core';

export interface IdempotentReply<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `work` once per (scope, key), inside the caller's transaction: the first request claims the key and its
 * answer is stored with its changes (both commit or neither); a repeat gets the stored answer. A failed first
 * request leaves no key behind, so the guest may retry. The same key with another body, or from another `caller`
 * (who sent it: a signed-in guest, an address), is refused: whoever learns a key cannot replay it for the answer.
 */
export async function idempotent<T>(
  tx: SqlClient,
  request: { scope: string; key: string; body: unknown; caller?: string | undefined },
  work: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentReply<T>> {
  const hash = createHash('sha256')
    .update(JSON.stringify([request.caller ?? null, request.body]))
    .digest('hex');
  if (await claimIdempotencyKey(tx, request.scope, request.key, hash)) {
    const reply = await work();
    await storeIdempotentResponse(tx, request.scope, request.key, reply.status, reply.body);
    return { ...reply, replayed: false };
  }
  const stored = await findIdempotencyKey(tx, request.scope, request.key);
  if (!stored || stored.response_status === null) {
    // Only possible if a claimed key was committed without its answer: a bug, not the caller's fault.
    throw new Error(`idempotency key ${request.scope}/${request.key} has no stored answer`);
  }
  if (stored.request_hash !== hash) {
    throw new ServiceError(422, 'IDEMPOTENCY_KEY_REUSED', 'this Idempotency-Key was used for a different request');
  }
  return { status: stored.response_status, body: stored.response_body as T, replayed: true };
}
