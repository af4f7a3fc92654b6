import type { AccountType } from '@stays/api-client';
import { DEFAULT_DEVICE_ROLE } from '@stays/brand-config';
import { SESSION_LIFETIME_SECONDS, newSessionToken, sessionTokenHash } from './session-token';
import { deleteSession, insertSession } from './sessions.repository';
import type { SqlClient } from '@stays/server-core';

export interface StartedSession {
  userId: number;
  /** Goes only into the HttpOnly cookie. */
  token: string;
}

export interface SessionRequest {
  userId: number;
  loginType: string;
  previousToken: string | null;
  /** The login entry page signed in on; consumer when not said. */
  mode?: AccountType;
  /** The device role the site sent; Consumer_Guest when not said. */
  deviseRole?: string;
}

/**
 * A new session for a sign-in. The session the browser had before (if any) is deleted: the id always changes on
 * sign-in (no session fixation).
 */
export async function startSession(tx: SqlClient, request: SessionRequest, now: Date): Promise<StartedSession> {
  const previousHash = sessionTokenHash(request.previousToken);
  if (previousHash) await deleteSession(tx, previousHash);
  const token = newSessionToken(request.userId, now);
  const tokenHash = sessionTokenHash(token);
  if (!tokenHash) throw new Error('a new session token must be an access token of the spec format');
  await insertSession(tx, {
    tokenHash,
    userId: request.userId,
    loginType: request.loginType,
    mode: request.mode ?? 'consumer',
    deviseRole: request.deviseRole ?? DEFAULT_DEVICE_ROLE,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000),
  });
  return { userId: request.userId, token };
}

/** Sign-out: the session is deleted server-side, so the old cookie is worthless even if it was copied. */
export async function endSession(database: SqlClient, token: string | null): Promise<void> {
  const tokenHash = sessionTokenHash(token);
  if (tokenHash) await deleteSession(database, tokenHash);
}
