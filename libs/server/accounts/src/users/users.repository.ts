import type { UserRow } from './user-row';
import type { SqlClient } from '@stays/server-core';

const LIVE = 'deleted_at IS NULL';

export async function findUserById(database: SqlClient, userId: number): Promise<UserRow | null> {
  const [row] = await database.query<UserRow>(`SELECT * FROM users WHERE id = $1 AND ${LIVE}`, [userId]);
  return row ?? null;
}

export async function findUserByPhone(database: SqlClient, countryCode: string, phone: string): Promise<UserRow | null> {
  const [row] = await database.query<UserRow>(`SELECT * FROM users WHERE country_code = $1 AND phone = $2 AND ${LIVE}`, [countryCode, phone]);
  return row ?? null;
}

export async function findUserByEmail(database: SqlClient, email: string): Promise<UserRow | null> {
  const [row] = await database.query<UserRow>(`SELECT * FROM users WHERE email = $1 AND ${LIVE}`, [email.trim().toLowerCase()]);
  return row ?? null;
}

export interface NewUser {
  countryCode: string;
  phone: string;
  email: string | null;
  /** The address was proven by its code before sign-up (email_verification_token). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  userStatus: 'VERIFIED' | 'UNVERIFIED';
  gdprConsent: boolean;
  streetName: string | null;
  streetNo: string | null;
  zipCode: string | null;
  city: string | null;
  countryName: string | null;
  accountType: 'consumer' | 'travel_agent' | 'corporate';
}

export async function insertUser(tx: SqlClient, user: NewUser, now: Date): Promise<UserRow> {
  const [row] = await tx.query<UserRow>(
    `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, email_verified_at, first_name, last_name, password_hash, user_status,
                        gdpr_consent, street_name, street_no, zip_code, city, country_name, account_type, created_at, updated_at)
     VALUES ($1, $2, true, $3, $16, CASE WHEN $16 THEN $15::timestamptz END, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     RETURNING *`,
    [
      user.countryCode,
      user.phone,
      user.email,
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.userStatus,
      user.gdprConsent,
      user.streetName,
      user.streetNo,
      user.zipCode,
      user.city,
      user.countryName,
      user.accountType,
      now,
      user.emailVerified,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Column → new value; only the columns named change. Column names come from the caller's code, never from input. */
export async function updateUser(tx: SqlClient, userId: number, changes: Record<string, unknown>, now: Date): Promise<UserRow | null> {
  const columns = Object.keys(changes);
  const assignments = columns.map((column, index) => `${column} = $${index + 3}`);
  const [row] = await tx.query<UserRow>(`UPDATE users SET ${[...assignments, 'updated_at = $2'].join(', ')} WHERE id = $1 AND ${LIVE} RETURNING *`, [
    userId,
    now,
    ...columns.map((column) => changes[column]),
  ]);
  return row ?? null;
}
