import { randomInt } from 'node:crypto';
import type { SqlClient } from '@stays/server-core';

/** No 0/O, 1/I/L: a code read aloud or copied by hand is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const UNIQUE_VIOLATION = '23505';

/** A new code: up to five letters of the first name (a friend recognises it) and five random characters. */
function newCode(firstName: string): string {
  const letters = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 5);
  let random = '';
  for (let index = 0; index < 5; index += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${letters || 'STAY'}${random}`;
}

/** The guest's referral code, made on first ask (a clash with another guest's code draws again). */
export async function referralCodeOf(database: SqlClient, user: { userId: number; firstName: string }, now: Date): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await database.query<{ code: string }>(`SELECT code FROM referral_codes WHERE user_id = $1`, [user.userId]);
    if (existing) return existing.code;
    try {
      await database.query(`INSERT INTO referral_codes (user_id, code, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING`, [
        user.userId,
        newCode(user.firstName),
        now,
      ]);
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
  throw new Error('no free referral code after five draws');
}

/** Who owns a code (already upper case), or null. */
export async function findReferralCodeOwner(database: SqlClient, code: string): Promise<number | null> {
  const [row] = await database.query<{ user_id: number }>(`SELECT user_id FROM referral_codes WHERE code = $1`, [code]);
  return row?.user_id ?? null;
}
