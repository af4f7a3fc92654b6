import { describe, expect, it } from 'vitest';
import {
  CSRF_HEADER,
  HELP_IMAGE_MAX_BYTES,
  SESSION_COOKIE,
  apiErrorSchema,
  createBookingReplySchema,
  helpCentreReplySchema,
  imageUploadReplySchema,
  insuranceReplySchema,
  raisedIssueSchema,
  selfServeIssuesReplySchema,
} from '@stays/api-client';
import { csrfTokenFor, readAccountsConfig, startSession } from '@stays/server-accounts';
import { bookingBody } from '@stays/server-booking/testing';
import { FIXTURE_NOW } from '@stays/server-catalogue/testing';
import { apiOnFixture } from '../testing/api-on-fixture';

const accounts = readAccountsConfig({});
const api = apiOnFixture({ accounts, payments: { holdSweepSeconds: 0 } });

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

async function signedInGuest(phone: string) {
  const [user] = await api.database.query<{ id: number }>(`INSERT INTO users (country_code, phone, first_name) VALUES ('+91', $1, 'Asha') RETURNING id`, [
    phone,
  ]);
  const session = await startSession(api.database, { userId: user?.id ?? 0, loginType: 'otp', previousToken: null }, FIXTURE_NOW);
  return { userId: user?.id ?? 0, headers: { cookie: `${SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: csrfTokenFor(accounts.secret, session.token) } };
}

async function bookAs(headers: Record<string, string>, key: string, dates = { checkin: '2026-03-12', checkout: '2026-03-14' }) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/pwa/createBooking',
    headers: { ...headers, 'idempotency-key': key },
    payload: bookingBody(dates),
  });
  expect(response.statusCode, response.body).toBe(201);
  return createBookingReplySchema.parse(response.json());
}

/** A multipart form with one file, as a browser sends it. */
async function multipart(bytes: Uint8Array<ArrayBuffer>, name = 'photo.png', type = 'image/png', field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const request = new Request('http://api.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function upload(headers: Record<string, string>, bytes: Uint8Array<ArrayBuffer>, name?: string, type?: string) {
  const body = await multipart(bytes, name, type);
  return api.app.inject({ method: 'POST', url: '/api/pwa/yoImageUpload', headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

const uploadCount = async () => (await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM help_uploads'))[0]?.n;
const issueCount = async () => (await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM help_issues'))[0]?.n;

describe('GET helpCentreData and moreInfoInsurance', () => {
  it("answers the country's questions for its kind of stay, signed in or not, in Dutch when asked and written", async () => {
    const india = helpCentreReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/helpCentreData' })).json());
    expect(india).toMatchObject({ country_code: 'in', logged_in: false, language: 'en' });
    expect(india.qnaData.map((section) => section.id)).toEqual(['bookings', 'payments', 'check-in', 'account']);
    expect(india.qnaData.find((section) => section.id === 'account')?.faqList.map((faq) => faq.id)).toEqual(['why-sign-in', 'forgot-password']);
    const signedIn = helpCentreReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/helpCentreData?logged_in=true' })).json());
    expect(signedIn.qnaData.find((section) => section.id === 'account')?.faqList.map((faq) => faq.id)).toEqual(['wallet', 'issue-status']);

    const dutch = helpCentreReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/helpCentreData?country_code=nl&locale=nl' })).json());
    expect(dutch.language).toBe('nl');
    expect(dutch.qnaData[0]?.title).toBe('Boekingen');
    const uk = helpCentreReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/helpCentreData?country_code=gb&locale=ja' })).json());
    expect(uk.language).toBe('en');
    expect(uk.qnaData[0]?.faqList.at(-1)?.answer).toContain('until 9 AM on your check-in date');

    const unknown = await api.app.inject({ method: 'GET', url: '/api/pwa/helpCentreData?country_code=zz' });
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorSchema.parse(unknown.json()).code).toBe('VALIDATION_ERROR');

    const homes = insuranceReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/moreInfoInsurance?country_code=de' })).json());
    expect(homes.title).toContain('Dunelight Homes');
    const hotels = insuranceReplySchema.parse((await api.app.inject({ method: 'GET', url: '/api/pwa/moreInfoInsurance' })).json());
    expect(hotels.sections.map((section) => section.id)).toEqual(['covered', 'not-covered', 'claim']);
  });
});

describe('self-serve issues', () => {
  it('lists what a guest can do about their booking, and raises an issue with and without a picture, whose status they can read', async () => {
    const guest = await signedInGuest('9811100001');
    const booking = await bookAs(guest.headers, 'help-key-1');

    const list = await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues?booking_id=${booking.invoice_no}`, headers: guest.headers });
    expect(list.statusCode, list.body).toBe(200);
    const issues = selfServeIssuesReplySchema.parse(list.json());
    expect(issues.booking).toMatchObject({ booking_id: booking.invoice_no, checkin: '2026-03-12', display_status: 'confirmed' });
    expect(issues.issues).toEqual([
      { kind: 'flow', code: 'cancel_booking', flow: 'bookingCancellation' },
      { kind: 'flow', code: 'change_dates', flow: 'modifyDates' },
      { kind: 'raise', code: 'invoice' },
      { kind: 'raise', code: 'property_problem' },
      { kind: 'raise', code: 'payment' },
      { kind: 'raise', code: 'other' },
    ]);
    expect(issues.refund).toMatchObject({ status: 'none', to_source: 0, to_wallet: 0 });

    const withoutImage = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: guest.headers,
      payload: { booking_id: booking.invoice_no, issue_code: 'invoice', description: 'Please send a GST invoice for my company.' },
    });
    expect(withoutImage.statusCode, withoutImage.body).toBe(201);
    expect(raisedIssueSchema.parse(withoutImage.json())).toMatchObject({
      issue_code: 'invoice',
      status: 'open',
      image_count: 0,
      booking_id: booking.invoice_no,
    });

    const uploaded = await upload(guest.headers, PNG, 'leak.png', 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = imageUploadReplySchema.parse(uploaded.json());
    expect(picture).toEqual({ upload_id: expect.any(Number), content_type: 'image/png', byte_size: PNG.length });
    // The type comes from the bytes: a JPEG sent as "photo.png" is stored as a JPEG.
    const misnamed = imageUploadReplySchema.parse((await upload(guest.headers, JPEG, 'photo.png', 'image/png')).json());
    expect(misnamed.content_type).toBe('image/jpeg');

    const raised = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: guest.headers,
      payload: {
        booking_id: booking.invoice_no,
        issue_code: 'property_problem',
        description: 'The bathroom tap leaks all night.',
        upload_ids: [picture.upload_id, misnamed.upload_id],
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const issue = raisedIssueSchema.parse(raised.json());
    expect(issue).toMatchObject({ issue_code: 'property_problem', status: 'open', image_count: 2, created_at: FIXTURE_NOW.toISOString() });
    const stored = await api.database.query<{ bytes: Uint8Array }>('SELECT bytes FROM help_uploads WHERE id = $1', [picture.upload_id]);
    expect(Uint8Array.from(stored[0]?.bytes ?? [])).toEqual(PNG);

    // Its status, and the booking's list of issues raised, newest first.
    const status = await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues/${issue.id}`, headers: guest.headers });
    expect(raisedIssueSchema.parse(status.json())).toEqual(issue);
    await api.database.query(`UPDATE help_issues SET status = 'in_progress' WHERE id = $1`, [issue.id]);
    expect(
      raisedIssueSchema.parse((await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues/${issue.id}`, headers: guest.headers })).json()).status,
    ).toBe('in_progress');
    const after = selfServeIssuesReplySchema.parse(
      (await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues?booking_id=${booking.invoice_no}`, headers: guest.headers })).json(),
    );
    expect(after.raised_issues.map((raisedIssue) => raisedIssue.issue_code).sort()).toEqual(['invoice', 'property_problem']);

    // A picture already part of an issue is not taken again, and the refused issue leaves nothing behind.
    const before = await issueCount();
    const reused = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: guest.headers,
      payload: { booking_id: booking.invoice_no, issue_code: 'other', description: 'The same picture once more.', upload_ids: [picture.upload_id] },
    });
    expect(reused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(reused.json()).code).toBe('UPLOAD_NOT_FOUND');
    expect(await issueCount()).toBe(before);
  });

  it('refuses a picture of the wrong type, one too big, an empty one, and a form without a picture, storing none of them', async () => {
    const guest = await signedInGuest('9811100002');
    const before = await uploadCount();
    const gif = await upload(guest.headers, new TextEncoder().encode('GIF89a\x01\x00\x01\x00'), 'cat.png', 'image/png');
    expect(gif.statusCode).toBe(415);
    expect(apiErrorSchema.parse(gif.json())).toEqual({
      statusCode: 415,
      code: 'IMAGE_TYPE_NOT_ALLOWED',
      message: 'Only JPEG, PNG or WebP pictures can be attached.',
    });

    const big = new Uint8Array(HELP_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(guest.headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(apiErrorSchema.parse(tooBig.json()).code).toBe('IMAGE_TOO_LARGE');
    const exactly = new Uint8Array(HELP_IMAGE_MAX_BYTES);
    exactly.set(PNG);
    expect((await upload(guest.headers, exactly)).statusCode).toBe(201);

    expect(apiErrorSchema.parse((await upload(guest.headers, new Uint8Array(0))).json()).code).toBe('IMAGE_EMPTY');
    const wrongField = await multipart(PNG, 'a.png', 'image/png', 'file');
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/yoImageUpload',
      headers: { ...guest.headers, 'content-type': wrongField.contentType },
      payload: wrongField.payload,
    });
    expect(apiErrorSchema.parse(missing.json())).toMatchObject({ statusCode: 400, code: 'IMAGE_MISSING' });
    const json = await api.app.inject({ method: 'POST', url: '/api/pwa/yoImageUpload', headers: guest.headers, payload: { image: 'x' } });
    expect(apiErrorSchema.parse(json.json())).toMatchObject({ statusCode: 415, code: 'MULTIPART_REQUIRED' });
    expect(await uploadCount()).toBe((before ?? 0) + 1);

    // Signed out, or without the session's anti-forgery token: refused before a byte is read.
    const body = await multipart(PNG);
    const signedOut = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/yoImageUpload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(signedOut.statusCode).toBe(401);
    const noToken = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/yoImageUpload',
      headers: { cookie: guest.headers.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(apiErrorSchema.parse(noToken.json()).code).toBe('CSRF_TOKEN_INVALID');
  });

  it("refuses someone else's booking, issue and picture as if they did not exist, and an issue the booking's state does not allow", async () => {
    const owner = await signedInGuest('9811100003');
    const other = await signedInGuest('9811100004');
    const booking = await bookAs(owner.headers, 'help-key-3', { checkin: '2026-03-11', checkout: '2026-03-12' });
    const picture = imageUploadReplySchema.parse((await upload(owner.headers, PNG)).json());
    const issue = raisedIssueSchema.parse(
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/pwa/selfServeRaiseIssue',
          headers: owner.headers,
          payload: { booking_id: booking.invoice_no, issue_code: 'payment', description: 'I was charged twice for this stay.' },
        })
      ).json(),
    );

    const list = await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues?booking_id=${booking.invoice_no}`, headers: other.headers });
    expect(list.statusCode).toBe(404);
    expect(apiErrorSchema.parse(list.json()).code).toBe('BOOKING_NOT_FOUND');
    const raise = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: other.headers,
      payload: { booking_id: booking.invoice_no, issue_code: 'other', description: 'Not my booking at all, trying anyway.' },
    });
    expect(raise.statusCode).toBe(404);
    const status = await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues/${issue.id}`, headers: other.headers });
    expect(apiErrorSchema.parse(status.json())).toMatchObject({ statusCode: 404, code: 'ISSUE_NOT_FOUND' });
    const otherBooking = await bookAs(other.headers, 'help-key-4', { checkin: '2026-03-13', checkout: '2026-03-14' });
    const stolen = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: other.headers,
      payload: { booking_id: otherBooking.invoice_no, issue_code: 'other', description: "Someone else's picture attached.", upload_ids: [picture.upload_id] },
    });
    expect(apiErrorSchema.parse(stolen.json()).code).toBe('UPLOAD_NOT_FOUND');

    // No refund is due on a confirmed, unpaid booking; a description too short is a form error.
    const refund = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: owner.headers,
      payload: { booking_id: booking.invoice_no, issue_code: 'refund', description: 'Where is my refund please?' },
    });
    expect(apiErrorSchema.parse(refund.json())).toMatchObject({ statusCode: 409, code: 'ISSUE_NOT_AVAILABLE' });
    const short = await api.app.inject({
      method: 'POST',
      url: '/api/pwa/selfServeRaiseIssue',
      headers: owner.headers,
      payload: { booking_id: booking.invoice_no, issue_code: 'other', description: 'Help' },
    });
    expect(apiErrorSchema.parse(short.json())).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues?booking_id=${booking.invoice_no}` })).statusCode).toBe(401);
  });

  it("reads the refund status from the booking's real refunds: owed to the card, then made, and the wallet's share", async () => {
    const guest = await signedInGuest('9811100005');
    const booking = await bookAs(guest.headers, 'help-key-5', { checkin: '2026-03-15', checkout: '2026-03-16' });
    await api.database.query(`UPDATE bookings SET state = 'cancelled', status_key = 3, cancelled_at = $2 WHERE id = $1`, [booking.id, FIXTURE_NOW]);
    const [order] = await api.database.query<{ id: number }>(
      `INSERT INTO payment_orders (booking_id, provider, provider_order_id, purpose, amount, currency_code, status, created_at, updated_at, refunded_amount)
       VALUES ($1, 'sandbox', 'help-order-5', 'booking', 400000, 'INR', 'paid', $2, $2, 400000) RETURNING id`,
      [booking.id, FIXTURE_NOW],
    );
    const [refund] = await api.database.query<{ id: number }>(
      `INSERT INTO payment_refunds (payment_order_id, amount, reason, created_at) VALUES ($1, 400000, 'cancellation', $2) RETURNING id`,
      [order?.id, FIXTURE_NOW],
    );
    const read = async () =>
      selfServeIssuesReplySchema.parse(
        (await api.app.inject({ method: 'GET', url: `/api/pwa/selfServe/issues?booking_id=${booking.invoice_no}`, headers: guest.headers })).json(),
      );
    const pending = await read();
    expect(pending.refund).toEqual({
      status: 'pending',
      currency_code: 'INR',
      to_source: 0,
      to_source_pending: 400000,
      to_wallet: 0,
      last_refund_at: FIXTURE_NOW.toISOString(),
    });
    expect(pending.issues).toEqual([
      { kind: 'flow', code: 'refund_status', flow: 'refundStatusYo' },
      { kind: 'raise', code: 'refund' },
      { kind: 'raise', code: 'payment' },
      { kind: 'raise', code: 'other' },
    ]);
    await api.database.query(`UPDATE payment_refunds SET provider_refund_id = 'rf_help_5' WHERE id = $1`, [refund?.id]);
    expect((await read()).refund).toMatchObject({ status: 'processed', to_source: 400000, to_source_pending: 0 });
  });
});
