import type { CouponRow } from './coupon-rules';
import type { SqlClient } from '@stays/server-core';

/** The coupon with this code, any case; null when there is none. */
export async function findCouponByCode(database: SqlClient, code: string): Promise<CouponRow | null> {
  const rows = await database.query<CouponRow>(
    `SELECT id, code, description, discount_type, discount_value, max_discount_minor, currency_code, min_amount_minor,
            valid_from, valid_until, per_user_limit, brand_id, country_id, active
       FROM coupons WHERE code = upper($1)`,
    [code.trim()],
  );
  const row = rows[0];
  return row ? { ...row, valid_from: new Date(row.valid_from), valid_until: new Date(row.valid_until) } : null;
}

/**
 * Locks the guest's row until the caller's transaction ends. A booking takes it before counting the guest's uses of a
 * coupon, so two bookings of one guest with a once-only coupon cannot both count 0: the second waits, then counts 1.
 */
export async function lockCouponGuest(tx: SqlClient, userId: number): Promise<void> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}

/** Bookings a user made with a coupon that are not cancelled. */
export async function countCouponUses(database: SqlClient, couponId: number, userId: number): Promise<number> {
  const [row] = await database.query<{ uses: number }>(
    `SELECT count(*)::int AS uses
       FROM coupon_redemptions r JOIN bookings b ON b.id = r.booking_id
      WHERE r.coupon_id = $1 AND r.user_id = $2 AND b.state <> 'cancelled'`,
    [couponId, userId],
  );
  return row?.uses ?? 0;
}

/** Records that a booking used a coupon; call it inside the booking's transaction, after quoteCoupon agreed. */
export async function recordCouponRedemption(
  database: SqlClient,
  redemption: { couponId: number; userId: number; bookingId: number; discountMinor: number },
): Promise<void> {
  await database.query(`INSERT INTO coupon_redemptions (coupon_id, user_id, booking_id, discount_minor) VALUES ($1, $2, $3, $4)`, [
    redemption.couponId,
    redemption.userId,
    redemption.bookingId,
    redemption.discountMinor,
  ]);
}
