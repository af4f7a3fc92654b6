import type { AccountType } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

export interface SessionUserRow {
  user_id: number;
  login_type: string;
  mode: AccountType;
  devise_role: string;
  account_type: AccountType;
  roles: string[];
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  loginType: string;
  mode: AccountType;
  deviseRole: string;
  now: Date;
  expiresAt: Date;
}

export async function insertSession(tx: SqlClient, session: NewSession): Promise<void> {
  await tx.query('INSERT INTO sessions (token_hash, user_id, login_type, mode, devise_role, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    session.tokenHash,
    session.userId,
    session.loginType,
    session.mode,
    session.deviseRole,
    session.now,
    session.expiresAt,
  ]);
}

/** The live session of this token hash and its (not deleted) user, or nothing. */
export async function findSessionUser(database: SqlClient, tokenHash: string, now: Date): Promise<SessionUserRow | null> {
  const [row] = await database.query<SessionUserRow>(
    `SELECT s.user_id, s.login_type, s.mode, s.devise_role, u.account_type, u.roles
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.deleted_at IS NULL`,
    [tokenHash, now],
  );
  return row ?? null;
}

export async function deleteSession(database: SqlClient, tokenHash: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteUserSessions(tx: SqlClient, userId: number): Promise<void> {
  await tx.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
