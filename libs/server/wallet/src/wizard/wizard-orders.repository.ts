import type { WizardAction, WizardPlanId } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

export interface WizardOrderRow {
  id: number;
  user_id: number;
  plan: WizardPlanId;
  action: WizardAction;
  price_minor: number;
  coupon_code: string | null;
  coupon_discount_minor: number;
  wallet_minor: number;
  gateway_minor: number;
  currency_code: 'INR';
  base_hotel_id: number | null;
  status: 'open' | 'paying' | 'paid' | 'failed';
  provider: string | null;
  provider_order_id: string | null;
  gateway_attempts: number;
  redirect_url: string | null;
  idempotency_key: string | null;
  membership_id: number | null;
}

const COLUMNS = `id, user_id, plan, action, price_minor, coupon_code, coupon_discount_minor, wallet_minor, gateway_minor, currency_code,
  base_hotel_id, status, provider, provider_order_id, gateway_attempts, redirect_url, idempotency_key, membership_id`;

export async function insertWizardOrder(
  database: SqlClient,
  order: { userId: number; plan: WizardPlanId; action: WizardAction; priceMinor: number; baseHotelId: number | null },
  now: Date,
): Promise<WizardOrderRow> {
  const [row] = await database.query<WizardOrderRow>(
    `INSERT INTO wizard_orders (user_id, plan, action, price_minor, currency_code, base_hotel_id, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'INR', $5, 'open', $6, $6) RETURNING ${COLUMNS}`,
    [order.userId, order.plan, order.action, order.priceMinor, order.baseHotelId, now],
  );
  if (!row) throw new Error('wizard order not inserted');
  return row;
}

export async function findWizardOrder(database: SqlClient, id: number, options: { forUpdate?: boolean } = {}): Promise<WizardOrderRow | null> {
  const [row] = await database.query<WizardOrderRow>(`SELECT ${COLUMNS} FROM wizard_orders WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ?? null;
}

export async function findWizardOrderByProviderOrder(
  database: SqlClient,
  provider: string,
  providerOrderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<WizardOrderRow | null> {
  const [row] = await database.query<WizardOrderRow>(
    `SELECT ${COLUMNS} FROM wizard_orders WHERE provider = $1 AND provider_order_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [provider, providerOrderId],
  );
  return row ?? null;
}

export async function findWizardOrderByIdempotencyKey(database: SqlClient, userId: number, key: string): Promise<WizardOrderRow | null> {
  const [row] = await database.query<WizardOrderRow>(`SELECT ${COLUMNS} FROM wizard_orders WHERE user_id = $1 AND idempotency_key = $2`, [userId, key]);
  return row ?? null;
}

/** The guest's subscriptions not settled yet (open or paying), newest first. */
export async function findUnsettledWizardOrders(database: SqlClient, userId: number): Promise<WizardOrderRow[]> {
  return database.query<WizardOrderRow>(`SELECT ${COLUMNS} FROM wizard_orders WHERE user_id = $1 AND status IN ('open', 'paying') ORDER BY id DESC`, [userId]);
}

export async function updateWizardOrder(
  database: SqlClient,
  id: number,
  changes: Partial<
    Pick<
      WizardOrderRow,
      | 'status'
      | 'coupon_code'
      | 'coupon_discount_minor'
      | 'wallet_minor'
      | 'gateway_minor'
      | 'provider'
      | 'provider_order_id'
      | 'gateway_attempts'
      | 'redirect_url'
      | 'idempotency_key'
      | 'membership_id'
    > & { payment_method_preselect: string | null; wallet_credited: boolean; paid_at: Date }
  >,
  now: Date,
): Promise<void> {
  const entries = Object.entries(changes);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await database.query(`UPDATE wizard_orders SET ${[...sets, `updated_at = $${entries.length + 2}`].join(', ')} WHERE id = $1`, [
    id,
    ...entries.map(([, value]) => value),
    now,
  ]);
}

/** Paid orders of a guest that used a coupon: a wizard coupon is used once per guest. */
export async function countPaidWithCoupon(database: SqlClient, userId: number, couponCode: string): Promise<number> {
  const [row] = await database.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM wizard_orders WHERE user_id = $1 AND coupon_code = $2 AND status = 'paid'`,
    [userId, couponCode],
  );
  return row?.used ?? 0;
}

/** Serialises a guest's membership changes: every buy, pay and settle of one guest takes this lock first. */
export async function lockMembershipsOf(database: SqlClient, userId: number): Promise<void> {
  await database.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
}
