export interface DealRow {
  id: number;
  url_name: string;
  brand_id: string;
  title: string;
  description: string;
  discount_percentage: number;
  terms: string[];
  valid_from: Date;
  valid_until: Date;
  stay_from: string;
  stay_until: string;
}

const DEAL_COLUMNS = `d.id, d.url_name, d.brand_id, d.title, d.description, d.discount_percentage, d.terms,
  d.valid_from, d.valid_until, to_char(d.stay_from, 'YYYY-MM-DD') AS stay_from, to_char(d.stay_until, 'YYYY-MM-DD') AS stay_until`;

/** A deal of the brand on offer at `now`, by id or page name; null when unknown, not on offer or of another brand. */
export async function findDealOnOffer(database: SqlClient, key: { id: number } | { urlName: string }, brandId: string, now: Date): Promise<DealRow | null> {
  const [column, value] = 'id' in key ? ['d.id', key.id] : ['d.url_name', key.urlName];
  const rows = await database.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM deals d
      WHERE ${column} = $1 AND d.brand_id = $2 AND d.valid_from <= $3 AND d.valid_until > $3`,
    [value, brandId, now],
  );
  return rows[0] ?? null;
}

/**
 * The deal when it covers this property (of the deal's brand) and every night of the stay (checkin on or after
 * stay_from, checkout on or before stay_until), on offer at `now`; null otherwise.
 */
export async function findDealForStay(
  database: SqlClient,
  dealId: number,
  property: { id: number; brand_id: string },
  stay: { checkin: string; checkout: string },
  now: Date,
): Promise<DealRow | null> {
  const rows = await database.query<DealRow>(
    `SELECT ${DEAL_COLUMNS} FROM deals d
       JOIN deal_properties dp ON dp.deal_id = d.id AND dp.property_id = $2
      WHERE d.id = $1 AND d.brand_id = $3 AND d.valid_from <= $4 AND d.valid_until > $4
        AND d.stay_from <= $5::date AND d.stay_until >= $6::date`,
    [dealId, property.id, property.brand_id, now, stay.checkin, stay.checkout],
  );
  return rows[0] ?? null;
}

import type { SqlClient } from '@stays/server-core';
