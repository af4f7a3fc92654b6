import { SESSION_COOKIE, type AccountType } from '@stays/api-client';
import { readCookie, type RequestHeaders } from './session-cookie';
import { sessionTokenHash } from './session-token';
import { findSessionUser } from './sessions.repository';
import type { SqlClient } from '@stays/server-core';

/** Who a request belongs to: the account behind its session cookie. */
export interface SessionUser {
  userId: number;
  /** SHA-256 of the session token: what sign-out deletes. */
  sessionId: string;
  loginType: string;
  /** The login entry page signed in on. */
  mode: AccountType;
  /** The device role the site sent at sign-in. */
  deviseRole: string;
  accountType: AccountType;
  roles: string[];
  /** The raw token, needed to derive the session's anti-forgery token. Never log it. */
  token: string;
}

/**
 * The signed-in user of a request, or null for a guest (no cookie, a cookie that is not an access token, an
 * unknown, expired or signed-out session, a deleted account).
 */
export async function readSessionUser(database: SqlClient, request: RequestHeaders, now: Date = new Date()): Promise<SessionUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  const tokenHash = sessionTokenHash(token);
  if (!token || !tokenHash) return null;
  const row = await findSessionUser(database, tokenHash, now);
  if (!row) return null;
  return {
    userId: row.user_id,
    sessionId: tokenHash,
    loginType: row.login_type,
    mode: row.mode,
    deviseRole: row.devise_role,
    accountType: row.account_type,
    roles: row.roles,
    token,
  };
}
