export interface SavedCardRow {
  id: number;
  booking_id: number | null;
  network: string;
  last4: string;
}

export async function findSavedCards(database: SqlClient, bookingId: number): Promise<SavedCardRow[]> {
  return database.query<SavedCardRow>('SELECT id, booking_id, network, last4 FROM saved_cards WHERE booking_id = $1 AND removed_at IS NULL ORDER BY id', [
    bookingId,
  ]);
}

/** The cards a signed-in guest saved to their account (the general /booking/save-card), oldest first. */
export async function findSavedCardsOfUser(database: SqlClient, userId: number): Promise<SavedCardRow[]> {
  return database.query<SavedCardRow>(
    'SELECT id, booking_id, network, last4 FROM saved_cards WHERE user_id = $1 AND booking_id IS NULL AND removed_at IS NULL ORDER BY id',
    [userId],
  );
}

/** Saves a verified card, for a booking or to a guest's account, once per provider token (a repeated event saves nothing new). */
export async function insertSavedCard(
  tx: SqlClient,
  card: ({ bookingId: number } | { userId: number }) & { provider: string; token: string; network: string; last4: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO saved_cards (booking_id, user_id, provider, provider_card_token, network, last4, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (provider, provider_card_token) DO NOTHING`,
    ['bookingId' in card ? card.bookingId : null, 'userId' in card ? card.userId : null, card.provider, card.token, card.network, card.last4, now],
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

import type { SqlClient } from '@stays/server-core';

/** Removes a card the guest saved to their account; false when they have no such card (another guest's included). */
export async function removeAccountSavedCard(database: SqlClient, userId: number, cardId: number, now: Date): Promise<boolean> {
  const rows = await database.query<{ id: number }>(
    'UPDATE saved_cards SET removed_at = $3 WHERE id = $2 AND user_id = $1 AND booking_id IS NULL AND removed_at IS NULL RETURNING id',
    [userId, cardId, now],
  );
  return rows.length === 1;
}
