import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_COOKIE, createBookingReplySchema, hotelReviewsSchema, userRatingReplySchema, type CreateBookingReply } from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import type { Database } from '@stays/server-db';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW, fixtureIds } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

// /user-ratings/{bookingId}: GET user-ratings, POST postCheckoutFeedback and checkoutFeedback; POST feedback (snackbar taps).
const accounts = readAccountsConfig({});
const api = apiOnFixture({ accounts, devTools: true, payments: { holdSweepSeconds: 0 } }, seedUsers);
let ashaId = 0;
let asha: Record<string, string>;

async function seedUsers(database: Database): Promise<void> {
  const [row] = await database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', '9876543210', 'Asha') RETURNING id`);
  ashaId = row?.id ?? 0;
  // The hotel's rating is its reviews': 1, 1 and 2 stars make 1.3 (4/3), from which adding to the rounded average drifts.
  await database.query(`INSERT INTO reviews (property_id, source, rating, title, body, author_name, created_at) VALUES
    (101, 2, 1, 'Poor', 'Dirty room.', 'Tom K.', '2026-01-10T10:00:00Z'),
    (101, 2, 1, 'Bad', 'No hot water.', 'Lena M.', '2026-01-11T10:00:00Z'),
    (101, 2, 2, 'Meh', 'Noisy at night.', 'Ravi P.', '2026-01-12T10:00:00Z')`);
  await database.query(`UPDATE properties SET rating_value = 1.3, rating_count = 3 WHERE id = 101`);
}

beforeAll(async () => {
  const session = await startSession(api.database, { userId: ashaId, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  asha = { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) };
});

let keys = 0;
async function book(headers: Record<string, string> = {}, stay = { checkin: '2026-03-12', checkout: '2026-03-13' }): Promise<CreateBookingReply> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { ...headers, 'idempotency-key': `feedback-key-${(keys += 1)}-${Date.now()}` },
    payload: bookingBody(stay),
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

/** The property checks the guest out (no call of ours does: the property's system does). */
async function checkOut(invoiceNo: string): Promise<void> {
  await api.database.query(`UPDATE bookings SET status_key = 2, state = 'completed' WHERE invoice_no = $1`, [invoiceNo]);
}

function rate(payload: object, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: '/api/pwa/postCheckoutFeedback', headers, payload });
}

async function hotelRating() {
  const reply = hotelReviewsSchema.parse(
    (await api.app.inject({ method: 'GET', url: `/api/pwa/hotels/${fixtureIds.bagaBeach}/reviews?review_type=0` })).json(),
  );
  return reply;
}

describe('rating a stay (/user-ratings/{bookingId})', () => {
  it('only after the stay: before check-out the page says so and a rating is refused, writing nothing', async () => {
    const booking = await book();
    const page = userRatingReplySchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/pwa/user-ratings/${booking.invoice_no}?token=${encodeURIComponent(booking.token)}` })).json(),
    );
    expect(page).toMatchObject({ invoice_no: booking.invoice_no, status: 'notCompleted', rating: null, hotel: { id: fixtureIds.bagaBeach } });
    const early = await rate({ invoice_no: booking.invoice_no, token: booking.token, rating: 5, review: 'Lovely stay by the sea.' });
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ statusCode: 422, code: 'STAY_NOT_COMPLETED' });
    const [row] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM stay_feedback');
    expect(row?.n).toBe(0);
  });

  it("after check-out, the guest's rating and review count once in the hotel's rating and appear among its reviews", async () => {
    const booking = await book();
    await checkOut(booking.invoice_no);
    const before = await hotelRating();
    const given = await rate({ invoice_no: booking.invoice_no, token: booking.token, rating: 5, review: 'Lovely stay by the sea. Breakfast was great.' });
    expect(given.statusCode, given.body).toBe(201);
    const after = await hotelRating();
    // Counted from the reviews themselves: (1 + 1 + 2 + 5) / 4 = 2.25, so 2.3 (from the rounded 1.3 it would be 2.2).
    expect(before.rating).toEqual({ value: 1.3, count: 3 });
    expect(after.rating).toEqual({ value: 2.3, count: 4 });
    expect(after.counts.all).toBe(after.rating.count);
    expect(after.counts.own).toBe(before.counts.own + 1);
    expect(after.reviews[0]).toMatchObject({
      source: 0,
      rating: 5,
      title: 'Lovely stay by the sea.',
      body: 'Lovely stay by the sea. Breakfast was great.',
      author_name: 'Asha',
    });

    // Once per booking, never edited.
    const again = await rate({ invoice_no: booking.invoice_no, token: booking.token, rating: 1, review: 'Changed my mind about it.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_RATED' });
    expect((await hotelRating()).rating).toEqual(after.rating);
    const page = userRatingReplySchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/pwa/user-ratings/${booking.invoice_no}?token=${encodeURIComponent(booking.token)}` })).json(),
    );
    expect(page).toMatchObject({ status: 'rated', rating: { rating: 5, review: 'Lovely stay by the sea. Breakfast was great.' } });
  });

  it('only by its guest: a wrong token or phone, nobody, or a session without its anti-forgery token is refused; its owner signed in is taken', async () => {
    const booking = await book(asha);
    await checkOut(booking.invoice_no);
    const review = 'Quiet rooms and kind staff.';
    expect((await rate({ invoice_no: booking.invoice_no, token: 'forged', rating: 4, review })).statusCode).toBe(404);
    expect((await rate({ invoice_no: booking.invoice_no, user_phone: '9000000999', rating: 4, review })).statusCode).toBe(404);
    expect((await rate({ invoice_no: booking.invoice_no, rating: 4, review })).statusCode).toBe(401);
    // The signed-in owner needs no token, but the anti-forgery one.
    expect((await rate({ invoice_no: booking.invoice_no, rating: 4, review }, { cookie: asha.cookie ?? '' })).statusCode).toBe(403);
    const owner = await rate({ invoice_no: booking.invoice_no, rating: 4, review }, asha);
    expect(owner.statusCode, owner.body).toBe(201);
  });

  it('checks the rating and the review with clear messages', async () => {
    const booking = await book();
    await checkOut(booking.invoice_no);
    const noStars = await rate({ invoice_no: booking.invoice_no, token: booking.token, rating: 0, review: 'Fine enough stay overall.' });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.stringContaining('choose 1 to 5 stars') });
    const short = await rate({ invoice_no: booking.invoice_no, token: booking.token, rating: 3, review: 'ok' });
    expect(short.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('at least 10 characters') });
  });
});

describe('checkoutFeedback and snackbar feedback', () => {
  it('takes how check-out went once, from check-out, without making it a review', async () => {
    const booking = await book();
    const payload = { invoice_no: booking.invoice_no, token: booking.token, rating: 4, comments: 'Quick check-out.' };
    expect((await api.app.inject({ method: 'POST', url: '/api/pwa/checkoutFeedback', payload })).statusCode).toBe(422);
    await checkOut(booking.invoice_no);
    const before = await hotelRating();
    const given = await api.app.inject({ method: 'POST', url: '/api/pwa/checkoutFeedback', payload });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ invoice_no: booking.invoice_no, kind: 'checkout', rating: 4 });
    expect((await api.app.inject({ method: 'POST', url: '/api/pwa/checkoutFeedback', payload })).statusCode).toBe(409);
    expect((await hotelRating()).rating).toEqual(before.rating);
  });

  it('records a snackbar tap (widget_id, item_id, action) and refuses one without them', async () => {
    const tap = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/feedback',
      payload: { widget_id: 'booking-snackbar', item_id: 'NV123', action: '/booking/NV123' },
    });
    expect(tap.statusCode).toBe(201);
    const [row] = await api.database.query<{ widget_id: string; action: string }>('SELECT widget_id, action FROM widget_feedback');
    expect(row).toEqual({ widget_id: 'booking-snackbar', action: '/booking/NV123' });
    const bad = await api.app.inject({ method: 'POST', url: '/api/pwa/feedback', payload: { widget_id: 'booking-snackbar' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the demo's check-out (DEV_TOOLS: POST dev/bookings/{bookingId}/complete-stay)", () => {
  const completeStay = (bookingId: string) => api.app.inject({ method: 'POST', url: `/api/pwa/dev/bookings/${bookingId}/complete-stay` });

  it('checks a confirmed stay out, after which its guest may rate it; a second check-out or an unknown booking is refused', async () => {
    const booking = await book({}, { checkin: '2026-03-16', checkout: '2026-03-17' });
    const done = await completeStay(booking.invoice_no);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ invoice_no: booking.invoice_no, state: 'completed' });
    const page = userRatingReplySchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/pwa/user-ratings/${booking.invoice_no}?token=${encodeURIComponent(booking.token)}` })).json(),
    );
    expect(page.status).toBe('rateable');

    const again = await completeStay(booking.invoice_no);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, code: 'STAY_NOT_CONFIRMED', message: 'Only a confirmed booking can be checked out.' });
    const unknown = await completeStay('NV0000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
  });
});
