import type { SqlClient } from '@stays/server-core';

export interface DonationRow {
  id: number;
  client_key: string;
  user_id: number | null;
  donor_name: string;
  amount: number;
  currency_code: string;
  provider: string;
  provider_order_id: string;
  status: 'created' | 'paid' | 'failed';
  receipt_no: string | null;
  paid_at: Date | null;
}

const COLUMNS = 'id, client_key, user_id, donor_name, amount, currency_code, provider, provider_order_id, status, receipt_no, paid_at';

/** Records a donation once per form key; answers the row that holds the key (the first sender's). */
export async function insertDonation(
  database: SqlClient,
  donation: Pick<DonationRow, 'client_key' | 'user_id' | 'donor_name' | 'amount' | 'currency_code' | 'provider' | 'provider_order_id'>,
  now: Date,
): Promise<DonationRow> {
  await database.query(
    `INSERT INTO donations (client_key, user_id, donor_name, amount, currency_code, provider, provider_order_id, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'created', $8) ON CONFLICT (client_key) DO NOTHING`,
    [donation.client_key, donation.user_id, donation.donor_name, donation.amount, donation.currency_code, donation.provider, donation.provider_order_id, now],
  );
  const [row] = await database.query<DonationRow>(`SELECT ${COLUMNS} FROM donations WHERE client_key = $1`, [donation.client_key]);
  if (!row) throw new Error('a donation just recorded is missing');
  return row;
}

export async function findDonationByKey(database: SqlClient, clientKey: string): Promise<DonationRow | null> {
  const [row] = await database.query<DonationRow>(`SELECT ${COLUMNS} FROM donations WHERE client_key = $1`, [clientKey]);
  return row ?? null;
}

export async function findDonationByOrder(
  database: SqlClient,
  provider: string,
  orderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DonationRow | null> {
  const [row] = await database.query<DonationRow>(
    `SELECT ${COLUMNS} FROM donations WHERE provider = $1 AND provider_order_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [provider, orderId],
  );
  return row ?? null;
}

/** Settles a donation still open: paid with its receipt number, or failed. */
export async function settleDonation(database: SqlClient, id: number, outcome: { paid: true; receiptNo: string } | { paid: false }, now: Date): Promise<void> {
  await database.query(
    `UPDATE donations SET status = $2, receipt_no = $3, paid_at = $4 WHERE id = $1 AND status = 'created'`,
    outcome.paid ? [id, 'paid', outcome.receiptNo, now] : [id, 'failed', null, null],
  );
}

/** What the campaign raised in one currency: paid donations only. */
export async function campaignTotals(database: SqlClient, currencyCode: string): Promise<{ raised: number; donors: number }> {
  const [row] = await database.query<{ raised: number; donors: number }>(
    `SELECT COALESCE(SUM(amount), 0)::int AS raised, COUNT(*)::int AS donors FROM donations WHERE status = 'paid' AND currency_code = $1`,
    [currencyCode],
  );
  return row ?? { raised: 0, donors: 0 };
}
