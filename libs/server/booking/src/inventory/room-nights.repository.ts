export interface RoomsOfStay {
  roomCategoryId: number;
  checkin: string;
  checkout: string;
  rooms: number;
}

/**
 * Locks the room category's row before any of its nights. The search summary's trigger (migration 0006) takes the
 * same lock when it refreshes the category's windows, after the nights: taken here first, every booking call locks
 * category then nights in one order, and a date change (release then take) cannot deadlock with another booking.
 * FOR NO KEY UPDATE does not block foreign-key checks (new bookings of the category).
 */
async function lockRoomCategory(tx: SqlClient, roomCategoryId: number): Promise<void> {
  await tx.query('SELECT 1 FROM room_categories WHERE id = $1 FOR NO KEY UPDATE', [roomCategoryId]);
}

/**
 * Takes `rooms` rooms on every night of [checkin, checkout) in one statement; a night with fewer free rooms is
 * left alone. Returns how many nights were taken: the caller rolls back unless that is every night of the stay.
 * Under concurrency PostgreSQL re-checks `total - sold` on the newest row version, so two bookings never both
 * take the last room.
 */
export async function takeRoomNights(tx: SqlClient, stay: RoomsOfStay): Promise<number> {
  await lockRoomCategory(tx, stay.roomCategoryId);
  const rows = await tx.query<{ night: string }>(
    `UPDATE room_nights SET sold = sold + $4
      WHERE room_category_id = $1 AND night >= $2::date AND night < $3::date AND total - sold >= $4
      RETURNING night`,
    [stay.roomCategoryId, stay.checkin, stay.checkout, stay.rooms],
  );
  return rows.length;
}

/** Gives the rooms of a cancelled stay back; returns how many nights were released. */
export async function releaseRoomNights(tx: SqlClient, stay: RoomsOfStay): Promise<number> {
  await lockRoomCategory(tx, stay.roomCategoryId);
  const rows = await tx.query<{ night: string }>(
    `UPDATE room_nights SET sold = sold - $4
      WHERE room_category_id = $1 AND night >= $2::date AND night < $3::date
      RETURNING night`,
    [stay.roomCategoryId, stay.checkin, stay.checkout, stay.rooms],
  );
  return rows.length;
}

import type { SqlClient } from '@stays/server-core';
