export interface QuotationRow {
  id: string;
  property_id: number;
  room_category_id: number;
  checkin: string;
  checkout: string;
  rooms_config: string;
  night_prices: number[];
  quoted_price: number;
  currency_code: string;
  expires_at: Date;
}

const QUOTATION_COLUMNS = `q.id, q.property_id, q.room_category_id, to_char(q.checkin, 'YYYY-MM-DD') AS checkin,
  to_char(q.checkout, 'YYYY-MM-DD') AS checkout, q.rooms_config, q.night_prices, q.quoted_price, q.currency_code, q.expires_at`;

export async function insertQuotation(
  database: SqlClient,
  quotation: Omit<QuotationRow, 'expires_at'> & { created_by_user_id: number; created_at: Date; expires_at: Date },
): Promise<void> {
  await database.query(
    `INSERT INTO quotations (id, property_id, room_category_id, checkin, checkout, rooms_config, night_prices, quoted_price, currency_code, created_by_user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4::date, $5::date, $6, $7::integer[], $8, $9, $10, $11, $12)`,
    [
      quotation.id,
      quotation.property_id,
      quotation.room_category_id,
      quotation.checkin,
      quotation.checkout,
      quotation.rooms_config,
      quotation.night_prices,
      quotation.quoted_price,
      quotation.currency_code,
      quotation.created_by_user_id,
      quotation.created_at,
      quotation.expires_at,
    ],
  );
}

/** The quotation while it is valid at `now`; null when unknown or expired. */
export async function findValidQuotation(database: SqlClient, quotationId: string, now: Date): Promise<QuotationRow | null> {
  const rows = await database.query<QuotationRow>(`SELECT ${QUOTATION_COLUMNS} FROM quotations q WHERE q.id = $1 AND q.expires_at > $2`, [quotationId, now]);
  return rows[0] ?? null;
}

import type { SqlClient } from '@stays/server-core';
