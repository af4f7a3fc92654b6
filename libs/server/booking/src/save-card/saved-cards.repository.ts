import type { SqlClient } from '@stays/server-catalogue';

export interface SavedCardRow {
  id: number;
  booking_id: number;
  network: string;
  last4: string;
}

export async function findSavedCards(database: SqlClient, bookingId: number): Promise<SavedCardRow[]> {
  return database.query<SavedCardRow>('SELECT id, booking_id, network, last4 FROM saved_cards WHERE booking_id = $1 AND removed_at IS NULL ORDER BY id', [bookingId]);
}

/** Saves a verified card once per provider token (a repeated event saves nothing new). */
export async function insertSavedCard(
  tx: SqlClient,
  card: { bookingId: number; provider: string; token: string; network: string; last4: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO saved_cards (booking_id, provider, provider_card_token, network, last4, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, provider_card_token) DO NOTHING`,
    [card.bookingId, card.provider, card.token, card.network, card.last4, now],
  );
}

/** Removes a saved card of this booking; false when there is none. */
export async function removeSavedCard(database: SqlClient, bookingId: number, cardId: number, now: Date): Promise<boolean> {
  const rows = await database.query<{ id: number }>(
    'UPDATE saved_cards SET removed_at = $3 WHERE id = $2 AND booking_id = $1 AND removed_at IS NULL RETURNING id',
    [bookingId, cardId, now],
  );
  return rows.length === 1;
}
