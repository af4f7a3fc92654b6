import type { SqlClient } from '@stays/server-core';

/** A row of booking_meals: one meal of a booking, Confirmed or (removed) Cancelled. */
export interface BookingMealRow {
  id: number;
  category_code: string;
  guest_count: number;
  amount: number;
  status: 'Confirmed' | 'Cancelled';
}

const COLUMNS = 'id, category_code, guest_count, amount, status';

/** The meals of a booking, oldest first, the cancelled ones too. */
export async function findBookingMeals(database: SqlClient, bookingId: number): Promise<BookingMealRow[]> {
  return database.query<BookingMealRow>(`SELECT ${COLUMNS} FROM booking_meals WHERE booking_id = $1 ORDER BY id`, [bookingId]);
}

/** Adds meals to a booking as Confirmed items. */
export async function insertBookingMeals(
  tx: SqlClient,
  bookingId: number,
  meals: readonly { code: string; amount: number }[],
  guestCount: number,
  now: Date,
): Promise<void> {
  for (const meal of meals) {
    await tx.query(
      `INSERT INTO booking_meals (booking_id, category_code, guest_count, amount, status, created_at, updated_at) VALUES ($1, $2, $3, $4, 'Confirmed', $5, $5)`,
      [bookingId, meal.code, guestCount, meal.amount, now],
    );
  }
}

/** Marks a booking's confirmed meals among `codes` Cancelled. */
export async function cancelBookingMeals(tx: SqlClient, bookingId: number, codes: readonly string[], now: Date): Promise<void> {
  if (codes.length === 0) return;
  await tx.query(
    `UPDATE booking_meals SET status = 'Cancelled', updated_at = $3 WHERE booking_id = $1 AND status = 'Confirmed' AND category_code = ANY(string_to_array($2, ','))`,
    [bookingId, codes.join(','), now],
  );
}
