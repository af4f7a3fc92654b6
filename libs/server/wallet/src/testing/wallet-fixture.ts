import { insertMembership } from '../memberships/memberships.repository';
import { insertWalletCredit } from '../wallet/wallet-entries.repository';
import type { SqlClient } from '@stays/server-core';

const DAY_MS = 86_400_000;

/** Wallet money for a test guest: `amountMinor` in `currencyCode` that expires `days` days after `now` (negative: already expired). */
export function creditWalletFixture(database: SqlClient, userId: number, amountMinor: number, currencyCode: string, now: Date, days = 90): Promise<number> {
  return insertWalletCredit(
    database,
    { userId, amountMinor, currencyCode, expiresAt: new Date(now.getTime() + days * DAY_MS), reason: 'goodwill' },
    new Date(now.getTime() - DAY_MS),
  );
}

/** A wizard membership that runs from a month before `now` for a year (or the status given). */
export function membershipFixture(database: SqlClient, userId: number, now: Date, status: 'member' | 'pending' | 'cancelled' = 'member'): Promise<number> {
  return insertMembership(database, {
    userId,
    plan: 'wizard',
    status,
    startsAt: new Date(now.getTime() - 30 * DAY_MS),
    endsAt: new Date(now.getTime() + 335 * DAY_MS),
  });
}
