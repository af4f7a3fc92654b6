import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@stays/server-db';
import { purgeExpiredAccountRows } from './purge-expired';
import { createTestDatabase } from '@stays/server-db/testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-06-10T12:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('purging expired account rows', () => {
  it('deletes what can no longer be used and keeps everything live', async () => {
    const [user] = await database.query<{ id: number }>(`INSERT INTO users (first_name) VALUES ('Asha') RETURNING id`);
    const userId = user?.id ?? 0;
    await database.query(`INSERT INTO sessions (token_hash, user_id, login_type, expires_at) VALUES ('live', $1, 'EMAIL', $2), ('gone', $1, 'EMAIL', $3)`, [
      userId,
      at(1),
      at(-1),
    ]);
    await database.query(
      `INSERT INTO oauth_states (state_hash, provider, code_verifier, nonce, expires_at) VALUES ('live', 'gmail', 'v', 'n', $1), ('gone', 'gmail', 'v', 'n', $2)`,
      [at(1), at(-1)],
    );
    await database.query(`INSERT INTO otp_codes (country_code, phone, code_hash, expires_at) VALUES ('+91', '1', 'recent', $1), ('+91', '1', 'old', $2)`, [
      at(-1),
      at(-25),
    ]);
    await database.query(`INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ('recent', $1, $2), ('old', $1, $3)`, [userId, at(-1), at(-25)]);
    await database.query(
      `INSERT INTO contact_verifications (token_hash, channel, country_code, phone, expires_at) VALUES ('recent', 'phone', '+91', '1', $1), ('old', 'phone', '+91', '1', $2)`,
      [at(-1), at(-25)],
    );
    await database.query(`INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES ('recent', $1, 3), ('old', $2, 9)`, [at(-2), at(-25)]);

    expect(await purgeExpiredAccountRows(database, NOW)).toBe(6);
    for (const [table, column] of [
      ['sessions', 'token_hash'],
      ['oauth_states', 'state_hash'],
      ['otp_codes', 'code_hash'],
      ['password_resets', 'token_hash'],
      ['contact_verifications', 'token_hash'],
      ['rate_limit_buckets', 'key'],
    ] as const) {
      const rows = await database.query<{ key: string }>(`SELECT ${column} AS key FROM ${table}`);
      expect(
        rows.map((row) => row.key),
        table,
      ).toEqual([table === 'sessions' || table === 'oauth_states' ? 'live' : 'recent']);
    }
    expect(await purgeExpiredAccountRows(database, NOW)).toBe(0);
  });
});
