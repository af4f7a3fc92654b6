import { bookingBody } from '@stays/server-booking/testing';
import { readOutbox } from '@stays/server-notifications';
import type { FuzzAccount } from '../fuzz/fuzz-sessions';
import type { SpecCallContext, SpecRequest } from './spec-call';

/*
 * Requests that only succeed after other calls: a booking of the call's own (so that changing or cancelling it leaves
 * the seeded ones as they were), a one-time code read from the development outbox, a reset link from an e-mail.
 */

const OWN_STAY = { checkin: '2026-03-12', checkout: '2026-03-13' };
let phones = 0;

/** A phone number no other request of the run uses. */
function newPhone(): string {
  phones += 1;
  return `97700${String(phones).padStart(5, '0')}`;
}

interface OwnBooking {
  invoice_no: string;
  token: string;
  booking_token: string;
  payable_amount: number;
  redirectUrl?: string | null;
}

async function ownBooking(
  context: SpecCallContext,
  options: { payment_mode?: 'pay_at_hotel' | 'online'; rooms_config?: string; signedIn?: FuzzAccount } = {},
): Promise<OwnBooking> {
  const body = bookingBody(
    { ...OWN_STAY, payment_mode: options.payment_mode ?? 'pay_at_hotel', rooms_config: options.rooms_config ?? '1,2,0,0,0' },
    { phone: '9811100001' },
  );
  return (await context.call('POST', '/api/pwa/createBooking', { body, headers: { 'idempotency-key': context.uniqueKey() } }, options.signedIn)) as OwnBooking;
}

async function pastStay(context: SpecCallContext): Promise<OwnBooking> {
  const booking = await ownBooking(context);
  await context.database.query(`UPDATE bookings SET checkin = '2026-03-08', checkout = '2026-03-09' WHERE invoice_no = $1`, [booking.invoice_no]);
  return booking;
}

async function signedInProfile(context: SpecCallContext, account: FuzzAccount) {
  const reply = (await context.call('GET', '/api/pwa/userProfile', {}, account)) as {
    user: { userId: number; phoneNumber: string | null; countryCode: string | null };
  };
  return reply.user;
}

/** A one-time code sent to a new phone, as the guest reads it from the SMS. */
async function codeSentTo(context: SpecCallContext, phone: string): Promise<string> {
  await context.call('POST', '/api/pwa/generateByPhone', { body: { phone, country_code: '+91', send_otp: true } });
  const [sms] = await readOutbox(context.database, `+91${phone}`);
  return String(sms?.payload['otp'] ?? '');
}

/** A guest with an account (made in the database: the sign-up call is proven on its own) and no code sent yet. */
async function existingGuest(context: SpecCallContext): Promise<{ phone: string; email: string }> {
  const phone = newPhone();
  const email = `spec.${phone}@example.com`;
  await context.database.query(
    `INSERT INTO users (country_code, phone, phone_verified, email, email_verified, first_name, user_status, account_type)
     VALUES ('+91', $1, true, $2, true, 'Asha', 'VERIFIED', 'consumer')`,
    [phone, email],
  );
  return { phone, email };
}

export const specCallRequests = {
  createBooking: async (context: SpecCallContext): Promise<SpecRequest> => ({
    body: bookingBody({ ...OWN_STAY }),
    headers: { 'idempotency-key': context.uniqueKey() },
  }),
  rebooking: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return {
      body: {
        ...bookingBody({ checkin: '2026-03-15', checkout: '2026-03-16' }),
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin: '2026-03-15', checkout: '2026-03-16', user_phone: '9811100001' },
      },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  modifyBooking: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return {
      params: { bookingId: booking.invoice_no },
      body: {
        token: booking.token,
        guest: { name: 'Asha Verma', email: 'asha@example.com' },
        checkin: '2026-03-15',
        checkout: '2026-03-16',
        guests_config: '1,2,0,0,0',
      },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  updateBooking: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context, { signedIn: 'consumer' });
    const profile = await signedInProfile(context, 'consumer');
    return {
      params: { invoiceNo: booking.invoice_no },
      body: { user_id: profile.userId, website: 'localhost', guest: { name: 'Asha Verma' } },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  bookingModification: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return {
      body: {
        requestType: 'DATE_CHANGE',
        old_invoice_no: booking.invoice_no,
        checkin: '2026-03-15',
        checkout: '2026-03-16',
        guests_config: '1,2,0,0,0',
        token: booking.token,
      },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  cancelBooking: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return { body: { booking: { id: booking.invoice_no, status: 'cancelled' }, user_phone: '9811100001', cancellation_reason: 1 } };
  },
  payBooking: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context, { payment_mode: 'online' });
    return { body: { invoice_no: booking.invoice_no, token: booking.token, transaction: { amount: booking.payable_amount }, return_url: '/booking-paid' } };
  },
  prepaidPayment: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context, { payment_mode: 'online' });
    return { body: { bookingToken: booking.booking_token, ovh_domain: 'localhost', return_url: '/booking-paid' } };
  },
  payAtHotel: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context, { payment_mode: 'online' });
    return { body: { invoice_no: booking.invoice_no, token: booking.token } };
  },
  saveCard: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return { params: { bookingId: booking.invoice_no }, body: { invoice_no: booking.invoice_no, user_phone: '9811100001', amount: 0 } };
  },
  removeCard: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    // A card the provider verified for this booking (the save-card flow through the provider's page is proven by payment-routes' tests).
    const [card] = await context.database.query<{ id: number }>(
      `INSERT INTO saved_cards (booking_id, provider, provider_card_token, network, last4, created_at)
       SELECT id, 'sandbox', $2, 'VISA', '4242', now() FROM bookings WHERE invoice_no = $1 RETURNING id`,
      [booking.invoice_no, `spec-card-${context.uniqueKey()}`],
    );
    return { body: { invoice_no: booking.invoice_no, token: booking.token, card_id: card?.id } };
  },
  wizardStatus: async (context: SpecCallContext): Promise<SpecRequest> => {
    const profile = await signedInProfile(context, 'consumer');
    return { query: { country_code: profile.countryCode ?? '+91', phone: (profile.phoneNumber ?? '').replace(/^\+91/, '') } };
  },
  generateByUserId: async (context: SpecCallContext): Promise<SpecRequest> => ({ body: { user_id: (await signedInProfile(context, 'consumer')).userId } }),
  extraAmount: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context, { rooms_config: '1,1,0,0,0' });
    return {
      body: { invoice_no: booking.invoice_no, token: booking.token, reason: 'extra_guest', extra_adults: 1, extra_children: 0 },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  signIn: async (context: SpecCallContext): Promise<SpecRequest> => {
    const { phone } = await existingGuest(context);
    return { body: { phone, country_code: '+91', otp: await codeSentTo(context, phone) } };
  },
  signUp: async (context: SpecCallContext): Promise<SpecRequest> => {
    const phone = newPhone();
    return {
      body: {
        phone,
        code: await codeSentTo(context, phone),
        name: 'Asha Verma',
        country_code: '+91',
        email: `spec.${phone}@example.com`,
        password: 'long-enough-1',
      },
    };
  },
  newFlowSignUp: async (context: SpecCallContext): Promise<SpecRequest> => {
    const phone = newPhone();
    const otp = await codeSentTo(context, phone);
    const proven = (await context.call('POST', '/api/pwa/authenticate', { body: { phone, country_code: '+91', phone_country_iso_code: 'IN', otp } })) as {
      phone_verification_token: string;
    };
    return {
      body: {
        phone_verification_token: proven.phone_verification_token,
        first_name: 'Asha',
        last_name: 'Rao',
        email: `spec.${phone}@example.com`,
        country_iso_code: 'IN',
      },
    };
  },
  generateByPhone: async (): Promise<SpecRequest> => ({ body: { phone: newPhone(), country_code: '+91', nod: 6, send_otp: true } }),
  generateOtp: async (): Promise<SpecRequest> => ({ body: { phone: newPhone(), country_code: '+91' } }),
  authenticate: async (context: SpecCallContext): Promise<SpecRequest> => {
    const { phone } = await existingGuest(context);
    return { body: { phone, country_code: '+91', otp: await codeSentTo(context, phone), check_verified: true } };
  },
  verifyEmailCode: async (context: SpecCallContext): Promise<SpecRequest> => {
    const email = `spec.${newPhone()}@example.com`;
    const sent = (await context.call('POST', '/api/pwa/generateEmailOtp', { body: { email } }, 'consumer')) as { email_verification_token: string };
    const [mail] = await readOutbox(context.database, email);
    return { body: { email_verification_token: sent.email_verification_token, otp: String(mail?.payload['otp'] ?? '') } };
  },
  selfServeIssues: async (context: SpecCallContext): Promise<SpecRequest> => ({
    query: { booking_id: (await ownBooking(context, { signedIn: 'consumer' })).invoice_no },
  }),
  raiseIssue: async (context: SpecCallContext): Promise<SpecRequest> => ({
    body: {
      booking_id: (await ownBooking(context, { signedIn: 'consumer' })).invoice_no,
      issue_code: 'invoice',
      description: 'Please send a GST invoice for my company.',
    },
  }),
  imageUpload: async (): Promise<SpecRequest> => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'tap.png');
    const request = new Request('http://api.test/', { method: 'POST', body: form });
    return { raw: { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' } };
  },
  wizardSubscription: async (context: SpecCallContext): Promise<SpecRequest> => {
    const guest = await signedInProfile(context, 'new_guest');
    return { body: { user: { country_calling_code: '+91', phone: (guest.phoneNumber ?? '').replace(/^\+91/, '') }, subscription: { plan_id: 'wizard' } } };
  },
  wizardPayment: async (context: SpecCallContext): Promise<SpecRequest> => {
    const guest = await signedInProfile(context, 'new_guest');
    const phone = (guest.phoneNumber ?? '').replace(/^\+91/, '');
    const opened = (await context.call(
      'POST',
      '/api/pwa/membership/subscription',
      { body: { user: { country_calling_code: '+91', phone }, subscription: { plan_id: 'wizard' } } },
      'new_guest',
    )) as { subscription: { subscription_id: number; amount: number } };
    return {
      body: {
        user: { id: guest.userId, phone, country_code: '+91', first_name: 'Asha' },
        sub_orders: [{ subscription_id: opened.subscription.subscription_id }],
        payments: {
          deduct_from_consumer_wallet: 0,
          deduct_from_owner: 0,
          from_gateway: { amount: opened.subscription.amount },
          payment_method_preselect: 'UPI',
        },
      },
      headers: { 'idempotency-key': context.uniqueKey() },
    };
  },
  wizardCoupon: async (context: SpecCallContext): Promise<SpecRequest> => {
    await context.database.query(
      `INSERT INTO wizard_coupons (code, percent_off, max_discount_minor, plan, valid_from, valid_until) VALUES ('SPEC20', 20, NULL, NULL, '2026-01-01', '2027-01-01')
       ON CONFLICT DO NOTHING`,
    );
    return { body: { coupon_code: 'SPEC20', plan_id: 'wizard' } };
  },
  verifyDonation: async (context: SpecCallContext): Promise<SpecRequest> => {
    const opened = (await context.call('POST', '/api/pwa/donate', {
      body: { client_key: `spec-donation-${context.uniqueKey()}`, amount: 75_000, currency_code: 'INR', donor_name: 'Meera Iyer' },
    })) as { order_id: string };
    return { body: { order_id: opened.order_id } };
  },
  mealsUpdate: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await ownBooking(context);
    return { params: { bookingId: booking.invoice_no }, body: { token: booking.token, booking: { services: { meals: ['dinner'] } } } };
  },
  /** A stay whose check-out day has come (the fixture's clock is 2026-03-10): its guest may rate it. */
  stayRating: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await pastStay(context);
    return { body: { invoice_no: booking.invoice_no, token: booking.token, rating: 5, review: 'A quiet room a short walk from the beach.' } };
  },
  checkoutFeedback: async (context: SpecCallContext): Promise<SpecRequest> => {
    const booking = await pastStay(context);
    return { body: { invoice_no: booking.invoice_no, token: booking.token, rating: 4, comments: 'Check-out took two minutes.' } };
  },
  resetPassword: async (context: SpecCallContext): Promise<SpecRequest> => {
    const { email } = await existingGuest(context);
    await context.call('POST', '/api/pwa/forgotPassword', { body: { user_email: email } });
    const [mail] = await readOutbox(context.database, email);
    const token = new URL(String(mail?.payload['link'])).searchParams.get('reset_password_token') ?? '';
    return { body: { password: 'long-enough-2', reset_password_token: token, email } };
  },
};
