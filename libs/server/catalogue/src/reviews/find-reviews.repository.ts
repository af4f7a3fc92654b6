export interface ReviewRow {
  id: number;
  source: 0 | 2;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  created_at: string;
}

export interface ReviewSummaryRow {
  all: number;
  google: number;
  own: number;
  /** Count per star, index 0 = 1 star. */
  stars: number[];
}

/** A page of a property's reviews, newest first; `source` null for all types. */
export async function findReviews(
  database: SqlClient,
  propertyId: number,
  source: 0 | 2 | null,
  page: { count: number; offset: number },
): Promise<ReviewRow[]> {
  return database.query<ReviewRow>(
    `SELECT id, source, rating, title, body, author_name,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
       FROM reviews
      WHERE property_id = $1 AND ($2::smallint IS NULL OR source = $2::smallint)
      ORDER BY created_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [propertyId, source, page.count, page.offset],
  );
}

/** How many reviews a property has per type and per star. */
export async function summariseReviews(database: SqlClient, propertyId: number): Promise<ReviewSummaryRow> {
  const [row] = await database.query<{ all: number; google: number; own: number; s1: number; s2: number; s3: number; s4: number; s5: number }>(
    `SELECT count(*)::int AS all,
            (count(*) FILTER (WHERE source = 2))::int AS google,
            (count(*) FILTER (WHERE source = 0))::int AS own,
            (count(*) FILTER (WHERE rating = 1))::int AS s1, (count(*) FILTER (WHERE rating = 2))::int AS s2,
            (count(*) FILTER (WHERE rating = 3))::int AS s3, (count(*) FILTER (WHERE rating = 4))::int AS s4,
            (count(*) FILTER (WHERE rating = 5))::int AS s5
       FROM reviews WHERE property_id = $1`,
    [propertyId],
  );
  return {
    all: row?.all ?? 0,
    google: row?.google ?? 0,
    own: row?.own ?? 0,
    stars: [row?.s1 ?? 0, row?.s2 ?? 0, row?.s3 ?? 0, row?.s4 ?? 0, row?.s5 ?? 0],
  };
}

import type { SqlClient } from '@stays/server-core';
