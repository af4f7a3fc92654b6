import type { StayFeedbackReply, UserRatingReply } from '@stays/api-client';
import { STATUS_KEY } from '@stays/status-mapping';
import { findProvenBooking, type BookingProof } from '../bookings/booking-access';
import { findBookingByInvoiceNo } from '../bookings/bookings.repository';
import type { BookingRow } from '../bookings/booking-row';
import { bookingNotFound } from '../get-booking/get-booking.service';
import { ServiceError, type SqlClient, type TransactionalDatabase } from '@stays/server-core';

/** Who asks about a booking: its token or phone, or else the signed-in guest, who must own it (another's is the same 404). */
export interface FeedbackAsker {
  invoiceNo: string;
  proof: BookingProof;
  userId: number | null;
}

/** The review source of our own guests' reviews (reviews.source 0; Google's are 2). */
const OWN_REVIEW_SOURCE = 0;

/**
 * A stay is over, and can be rated, once checked out (or completed), or when a confirmed booking's check-out day has
 * come. A cancelled or unpaid booking was never stayed.
 */
function isStayCompleted(booking: Pick<BookingRow, 'state' | 'status_key' | 'checkout'>, now: Date): boolean {
  if (booking.state === 'cancelled') return false;
  if (booking.state === 'completed' || booking.status_key === STATUS_KEY.CHECKED_OUT || booking.status_key === STATUS_KEY.HOLIDAY_HOME_COMPLETED) return true;
  return booking.state === 'confirmed' && booking.checkout <= now.toISOString().slice(0, 10);
}

/** GET user-ratings/{bookingId}: the stay, whether it can be rated now, and the rating given. */
export async function userRating(database: SqlClient, asker: FeedbackAsker, now: Date): Promise<UserRatingReply> {
  const booking = await askedBooking(database, asker);
  const given = await givenRating(database, booking.id);
  return {
    invoice_no: booking.invoice_no,
    hotel: { id: booking.property_id, name: booking.hotel_name },
    checkin: booking.checkin,
    checkout: booking.checkout,
    status: given ? 'rated' : isStayCompleted(booking, now) ? 'rateable' : 'notCompleted',
    rating: given,
  };
}

/**
 * POST postCheckoutFeedback: the guest's rating and review of a completed stay, once per booking and never edited.
 * In one transaction it is kept as the booking's feedback, added to the hotel's reviews (our own, under the guest's
 * first name) and the hotel's rating counted again from its reviews (their number, and their average to one decimal).
 */
export async function rateStay(
  database: TransactionalDatabase,
  asker: FeedbackAsker,
  feedback: { rating: number; review: string },
  now: Date,
): Promise<StayFeedbackReply> {
  return database.transaction(async (tx) => {
    const booking = await askedBooking(tx, asker, { forUpdate: true });
    if (!isStayCompleted(booking, now)) throw new ServiceError(422, 'STAY_NOT_COMPLETED', 'You can rate your stay once it is over.');
    await insertFeedbackOnce(tx, booking, 'post_checkout', feedback.rating, feedback.review, now);
    const author = booking.guest_name.trim().split(/\s+/)[0] ?? booking.guest_name;
    await tx.query(
      `INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at, booking_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [booking.property_id, OWN_REVIEW_SOURCE, feedback.rating, reviewTitle(feedback.review), feedback.review, author, now, booking.id],
    );
    // Counted again from the stored reviews, not added to the rounded average (which drifts: 1.3 over 3, plus 5, is 2.3, not 2.2).
    await tx.query(
      `UPDATE properties SET (rating_value, rating_count) = (SELECT round(avg(rating), 1), count(*)::int FROM reviews WHERE property_id = $1)
        WHERE id = $1`,
      [booking.property_id],
    );
    return { invoice_no: booking.invoice_no, kind: 'post_checkout', rating: feedback.rating, created_at: now.toISOString() };
  });
}

/** POST checkoutFeedback: how check-out went, from the day of check-out, once per booking; kept, not shown as a review. */
export async function giveCheckoutFeedback(
  database: TransactionalDatabase,
  asker: FeedbackAsker,
  feedback: { rating: number; comments: string },
  now: Date,
): Promise<StayFeedbackReply> {
  return database.transaction(async (tx) => {
    const booking = await askedBooking(tx, asker, { forUpdate: true });
    if (!isStayCompleted(booking, now)) throw new ServiceError(422, 'STAY_NOT_COMPLETED', 'You can tell us about check-out from the day you check out.');
    await insertFeedbackOnce(tx, booking, 'checkout', feedback.rating, feedback.comments, now);
    return { invoice_no: booking.invoice_no, kind: 'checkout', rating: feedback.rating, created_at: now.toISOString() };
  });
}

async function askedBooking(database: SqlClient, asker: FeedbackAsker, options: { forUpdate?: boolean } = {}): Promise<BookingRow> {
  if (asker.proof.token !== undefined || asker.proof.user_phone !== undefined) return findProvenBooking(database, asker.invoiceNo, asker.proof, options);
  if (asker.userId === null) throw new ServiceError(401, 'LOGIN_REQUIRED', 'Sign in, or open the link of your booking, to rate your stay.');
  const booking = await findBookingByInvoiceNo(database, asker.invoiceNo, options);
  if (!booking || booking.user_id !== asker.userId) throw bookingNotFound();
  return booking;
}

async function insertFeedbackOnce(
  tx: SqlClient,
  booking: BookingRow,
  kind: 'checkout' | 'post_checkout',
  rating: number,
  comments: string,
  now: Date,
): Promise<void> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO stay_feedback (booking_id, kind, rating, comments, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (booking_id, kind) DO NOTHING RETURNING id`,
    [booking.id, kind, rating, comments, now],
  );
  if (inserted.length === 0) throw new ServiceError(409, 'ALREADY_RATED', 'You have already told us about this stay: thank you.');
}

async function givenRating(database: SqlClient, bookingId: number): Promise<UserRatingReply['rating']> {
  const [row] = await database.query<{ rating: number; comments: string; created_at: string }>(
    `SELECT rating, comments, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
       FROM stay_feedback WHERE booking_id = $1 AND kind = 'post_checkout'`,
    [bookingId],
  );
  return row ? { rating: row.rating, review: row.comments, created_at: row.created_at } : null;
}

/** A review's title: its first sentence, or its first words. */
function reviewTitle(review: string): string {
  const sentence = review.split(/(?<=[.!?])\s/)[0] ?? review;
  return sentence.length <= 80 ? sentence : `${sentence.slice(0, 77).trimEnd()}…`;
}

/** POST feedback: a snackbar tap, kept as it came. */
export async function recordWidgetFeedback(database: SqlClient, tap: { widget_id: string; item_id: string; action: string }, now: Date): Promise<void> {
  await database.query('INSERT INTO widget_feedback (widget_id, item_id, action, created_at) VALUES ($1, $2, $3, $4)', [
    tap.widget_id,
    tap.item_id,
    tap.action,
    now,
  ]);
}
