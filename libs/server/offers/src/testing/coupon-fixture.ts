/**
 * Coupons around the catalogue fixture's clock (FIXTURE_NOW, 2026-03-10) for the offers tests and the API's: each
 * one exercises one rule of the coupon checks.
 */
export const couponFixtureCodes = {
  /** 10 % off, at most ₹1,500, Nivaas in India, once per guest. */
  welcome: 'WELCOME10',
  /** ₹500 off a stay of ₹3,000 or more, Nivaas, twice per guest. */
  flat: 'FLAT500',
  /** 15 % off Dunelight homes in the Netherlands (EUR). */
  dunelight: 'DUNES15',
  expired: 'WINTER20',
  notStarted: 'MONSOON25',
  disabled: 'PAUSED5',
} as const;

export async function insertCouponFixture(database: SqlClient): Promise<void> {
  await database.query(`INSERT INTO coupons (code, description, discount_type, discount_value, max_discount_minor, currency_code,
      min_amount_minor, valid_from, valid_until, per_user_limit, brand_id, country_id, active) VALUES
    ('WELCOME10', '10% off your first Nivaas stay, up to ₹1,500', 'percentage', 10, 150000, 'INR', 0, '2026-01-01T00:00:00Z', '2026-12-31T18:30:00Z', 1, 'nivaas', 1, true),
    ('FLAT500', '₹500 off stays of ₹3,000 or more', 'flat', 50000, NULL, 'INR', 300000, '2026-01-01T00:00:00Z', '2026-12-31T18:30:00Z', 2, 'nivaas', NULL, true),
    ('DUNES15', '15% off holiday homes in the Netherlands', 'percentage', 15, NULL, 'EUR', 0, '2026-01-01T00:00:00Z', '2026-12-31T23:00:00Z', 1, 'dunelight', 143, true),
    ('WINTER20', '20% off winter stays', 'percentage', 20, NULL, NULL, 0, '2025-11-01T00:00:00Z', '2026-02-28T18:30:00Z', 1, NULL, NULL, true),
    ('MONSOON25', '25% off monsoon stays', 'percentage', 25, NULL, NULL, 0, '2026-06-01T00:00:00Z', '2026-09-30T18:30:00Z', 1, NULL, NULL, true),
    ('PAUSED5', '5% off, paused', 'percentage', 5, NULL, NULL, 0, '2026-01-01T00:00:00Z', '2026-12-31T18:30:00Z', 1, NULL, NULL, false)`);
}

import type { SqlClient } from '@stays/server-core';
