/**
 * How much a client may hold without paying (online bookings waiting for payment, issue 17: one anonymous request
 * held a whole room category, again and again). A real guest never meets them: a family books 3 rooms; a guest who
 * leaves the payment page and books again, twice, still books; a hold that expires or is paid frees its place.
 */
export const UNPAID_HOLD_LIMITS = {
  /** Bookings one client (a signed-in guest, or an address) may have waiting for payment at once. */
  holdsPerClient: 3,
  /** Rooms one client may hold unpaid at once, over all its holds: a property's default maximum per booking (10). */
  roomsPerClient: 10,
  /** Without signing in, at most this share of a category's rooms on any night of the stay… */
  anonymousCategoryShare: 0.5,
  /** …but never fewer than this, so a family's 3 rooms fit a small property. */
  anonymousCategoryFloor: 3,
} as const;

export interface UnpaidHoldRequest {
  /** 'user:<id>' or 'address:<sha256>': whose holds count. */
  clientKey: string;
  anonymous: boolean;
  roomCategoryId: number;
  checkin: string;
  checkout: string;
  rooms: number;
  /** Multiplies the per-client limits of an address (RATE_LIMIT_ADDRESS_FACTOR: many guests behind one address). */
  addressFactor: number;
}

/**
 * Refuses an online booking that would take the client past UNPAID_HOLD_LIMITS: 429 UNPAID_HOLDS_LIMIT for too many
 * holds or rooms, 422 UNPAID_HOLD_TOO_LARGE for too large a share of the category without signing in. Inside the
 * booking's transaction, after a per-client lock, so a client's parallel bookings are counted one after another.
 */
export async function assertUnpaidHoldAllowed(tx: SqlClient, request: UnpaidHoldRequest, now: Date): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`unpaid_holds:${request.clientKey}`]);
  const [held] = await tx.query<{ holds: number; rooms: number; rooms_in_category: number }>(
    `SELECT count(*)::int AS holds, coalesce(sum(rooms), 0)::int AS rooms,
            coalesce(sum(rooms) FILTER (WHERE room_category_id = $2 AND checkin < $4::date AND checkout > $3::date), 0)::int AS rooms_in_category
       FROM bookings
      WHERE client_key = $1 AND hold_expires_at > $5 AND state <> 'cancelled'`,
    [request.clientKey, request.roomCategoryId, request.checkin, request.checkout, now],
  );
  const factor = request.anonymous ? request.addressFactor : 1;
  const holds = held?.holds ?? 0;
  if (holds + 1 > UNPAID_HOLD_LIMITS.holdsPerClient * factor) {
    throw new ServiceError(
      429,
      'UNPAID_HOLDS_LIMIT',
      `You already have ${holds} bookings waiting for payment. Pay for one, or let it expire, before booking another.`,
    );
  }
  const roomsLimit = UNPAID_HOLD_LIMITS.roomsPerClient * factor;
  if ((held?.rooms ?? 0) + request.rooms > roomsLimit) {
    throw new ServiceError(
      429,
      'UNPAID_HOLDS_LIMIT',
      `At most ${roomsLimit} rooms can wait for payment at once. Pay for the rooms you hold before booking more.`,
    );
  }
  if (!request.anonymous) return;
  const share = await anonymousShare(tx, request);
  if ((held?.rooms_in_category ?? 0) + request.rooms > share) {
    throw new ServiceError(
      422,
      'UNPAID_HOLD_TOO_LARGE',
      `Without signing in, up to ${share} rooms of this kind can wait for payment at once. Sign in, or book fewer rooms.`,
    );
  }
}

async function anonymousShare(tx: SqlClient, request: UnpaidHoldRequest): Promise<number> {
  const [category] = await tx.query<{ total: number | null }>(
    'SELECT min(total)::int AS total FROM room_nights WHERE room_category_id = $1 AND night >= $2::date AND night < $3::date',
    [request.roomCategoryId, request.checkin, request.checkout],
  );
  return Math.max(UNPAID_HOLD_LIMITS.anonymousCategoryFloor, Math.floor((category?.total ?? 0) * UNPAID_HOLD_LIMITS.anonymousCategoryShare));
}

import { ServiceError, type SqlClient } from '@stays/server-core';
