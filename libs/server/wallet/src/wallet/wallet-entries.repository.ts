import type { WalletAllocation, WalletLot } from '@stays/pricing';
import type { SqlClient } from '@stays/server-core';

/**
 * The credits of a guest in one currency with what is left of each (amount − debits + refunds), expired ones too.
 * `forUpdate` locks the guest's credit rows: two bookings spending the same money queue here, and the second one
 * reads the lots again after the first commits (every statement of READ COMMITTED sees the latest commits).
 */
export async function findWalletLots(database: SqlClient, userId: number, currencyCode: string, options: { forUpdate?: boolean } = {}): Promise<WalletLot[]> {
  if (options.forUpdate) {
    await database.query(`SELECT id FROM wallet_entries WHERE user_id = $1 AND currency_code = $2 AND entry_type = 'credit' ORDER BY id FOR UPDATE`, [
      userId,
      currencyCode,
    ]);
  }
  const rows = await database.query<{ credit_id: number; remaining: number; expires_at: Date }>(
    `SELECT c.id AS credit_id, c.expires_at,
            (c.amount_minor
              - COALESCE(SUM(m.amount_minor) FILTER (WHERE m.entry_type = 'debit'), 0)
              + COALESCE(SUM(m.amount_minor) FILTER (WHERE m.entry_type = 'refund'), 0))::int AS remaining
       FROM wallet_entries c
       LEFT JOIN wallet_entries m ON m.credit_id = c.id
      WHERE c.user_id = $1 AND c.currency_code = $2 AND c.entry_type = 'credit'
      GROUP BY c.id
      ORDER BY c.expires_at, c.id`,
    [userId, currencyCode],
  );
  return rows.map((row) => ({ creditId: row.credit_id, remainingMinor: row.remaining, expiresAt: new Date(row.expires_at) }));
}

/** Adds wallet money that expires at `expiresAt`. */
export async function insertWalletCredit(
  database: SqlClient,
  credit: {
    userId: number;
    amountMinor: number;
    currencyCode: string;
    expiresAt: Date;
    reason: 'signup_bonus' | 'wizard_benefit' | 'goodwill' | 'referral_reward' | 'referral_welcome';
  },
  now: Date,
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO wallet_entries (user_id, entry_type, amount_minor, currency_code, expires_at, reason, created_at)
     VALUES ($1, 'credit', $2, $3, $4, $5, $6) RETURNING id`,
    [credit.userId, credit.amountMinor, credit.currencyCode, credit.expiresAt, credit.reason, now],
  );
  if (!row) throw new Error('wallet credit not inserted');
  return row.id;
}

/** One debit (or refund) row per lot the money moves out of (or back into), for one booking. */
export async function insertWalletMovements(
  database: SqlClient,
  movement: { userId: number; type: 'debit' | 'refund'; currencyCode: string; bookingId: number; allocations: readonly WalletAllocation[] },
  now: Date,
): Promise<void> {
  for (const allocation of movement.allocations) {
    await database.query(
      `INSERT INTO wallet_entries (user_id, entry_type, amount_minor, currency_code, credit_id, booking_id, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        movement.userId,
        movement.type,
        allocation.amountMinor,
        movement.currencyCode,
        allocation.creditId,
        movement.bookingId,
        movement.type === 'debit' ? 'booking' : 'booking_cancelled',
        now,
      ],
    );
  }
}

/** What a booking still holds of each lot: its debits less what was already refunded, newest lot first. */
export async function findBookingWalletHoldings(
  database: SqlClient,
  bookingId: number,
): Promise<{ userId: number; currencyCode: string; allocations: WalletAllocation[] } | null> {
  const rows = await database.query<{ user_id: number; currency_code: string; credit_id: number; held: number }>(
    `SELECT user_id, currency_code, credit_id,
            (COALESCE(SUM(amount_minor) FILTER (WHERE entry_type = 'debit'), 0)
              - COALESCE(SUM(amount_minor) FILTER (WHERE entry_type = 'refund'), 0))::int AS held
       FROM wallet_entries
      WHERE booking_id = $1 AND entry_type IN ('debit', 'refund')
      GROUP BY user_id, currency_code, credit_id
      ORDER BY credit_id DESC`,
    [bookingId],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    userId: first.user_id,
    currencyCode: first.currency_code,
    allocations: rows.filter((row) => row.held > 0).map((row) => ({ creditId: row.credit_id, amountMinor: row.held })),
  };
}

/** Wallet money a guest has spent on bookings in one currency, net of refunds (redeemedExpirableAmount). */
export async function sumRedeemed(database: SqlClient, userId: number, currencyCode: string): Promise<number> {
  const [row] = await database.query<{ redeemed: number }>(
    `SELECT (COALESCE(SUM(amount_minor) FILTER (WHERE entry_type = 'debit'), 0)
              - COALESCE(SUM(amount_minor) FILTER (WHERE entry_type = 'refund'), 0))::int AS redeemed
       FROM wallet_entries WHERE user_id = $1 AND currency_code = $2`,
    [userId, currencyCode],
  );
  return Math.max(0, row?.redeemed ?? 0);
}

export interface WalletEntryRow {
  id: number;
  entry_type: 'credit' | 'debit' | 'refund';
  amount_minor: number;
  reason: string;
  booking_no: string | null;
  created_at: Date;
  expires_at: Date | null;
}

/**
 * A guest's wallet entries in one currency, newest first; the debits and refunds of one booking made at one moment
 * (one row per lot) come back as one entry.
 */
export async function listWalletEntries(database: SqlClient, userId: number, currencyCode: string, limit: number): Promise<WalletEntryRow[]> {
  const rows = await database.query<WalletEntryRow>(
    `SELECT min(w.id) AS id, w.entry_type, SUM(w.amount_minor)::int AS amount_minor, min(w.reason) AS reason,
            b.invoice_no AS booking_no, w.created_at, min(w.expires_at) AS expires_at
       FROM wallet_entries w
       LEFT JOIN bookings b ON b.id = w.booking_id
      WHERE w.user_id = $1 AND w.currency_code = $2
      GROUP BY CASE WHEN w.entry_type = 'credit' THEN w.id END, w.entry_type, w.booking_id, b.invoice_no, w.created_at
      ORDER BY w.created_at DESC, min(w.id) DESC
      LIMIT $3`,
    [userId, currencyCode, limit],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at), expires_at: row.expires_at ? new Date(row.expires_at) : null }));
}
