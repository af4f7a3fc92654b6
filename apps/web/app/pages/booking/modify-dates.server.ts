import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { ApiRequestError, createBooking, estimateCharge, type Booking, type EstimateChargeReply } from '@stays/api-client';
import { isIsoDate, todayIn } from '@stays/validation';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { bookingHref, type BookingAccess } from './booking-access';

export interface ModifyDatesModal {
  modal: 'modifyDates';
  today: string;
  proposal: { checkin: string; checkout: string; estimate: EstimateChargeReply | null } | null;
  /** The dates asked for cannot be a stay (check-out not after check-in, or in the past). */
  datesInvalid: boolean;
  idempotencyKey: string;
}

/** What proves to the API that the guest may change the booking: the token they opened it with, or its phone. */
export function bookingProof(access: BookingAccess, booking: Booking): { token: string } | { user_phone: string } {
  return 'token' in access ? { token: access.token } : { user_phone: booking.guest.phone };
}

/** ?modal=modifyDates (honoured at first load, §2): the date form, and with ?checkin=&checkout= the price difference. */
export async function modifyDatesModal(
  site: SiteContext,
  query: URLSearchParams,
  booking: Booking,
  access: BookingAccess,
  now: Date,
): Promise<ModifyDatesModal> {
  const today = todayIn(now, site.timeZone);
  const checkin = query.get('checkin');
  const checkout = query.get('checkout');
  const base = { modal: 'modifyDates' as const, today, idempotencyKey: randomUUID() };
  if (!checkin || !checkout) return { ...base, proposal: null, datesInvalid: false };
  if (!isIsoDate(checkin) || !isIsoDate(checkout) || checkin < today || checkout <= checkin) return { ...base, proposal: null, datesInvalid: true };
  try {
    const estimate = await estimateCharge(serverApi(site.locale), booking.invoice_no, { checkin, checkout, ...bookingProof(access, booking) });
    return { ...base, proposal: { checkin, checkout, estimate }, datesInvalid: false };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode < 500) return { ...base, proposal: null, datesInvalid: true };
    throw error;
  }
}

export interface ModifyOutcome {
  modifyError: 'roomsGone' | 'failed';
}

/** Confirm new dates: createBooking as a REBOOKING of type DATE_CHANGE; then the new booking, or the payment page for the difference. */
export async function modifyDates(site: SiteContext, booking: Booking, access: BookingAccess, form: FormData): Promise<ModifyOutcome> {
  const checkin = String(form.get('checkin') ?? '');
  const checkout = String(form.get('checkout') ?? '');
  const key = String(form.get('idempotencyKey') ?? '');
  if (!isIsoDate(checkin) || !isIsoDate(checkout) || key.length < 8) throw data(null, { status: 400 });
  let reply;
  try {
    reply = await createBooking(
      serverApi(site.locale),
      {
        user: { first_name: booking.guest.name, country_code: booking.guest.guest_country_code, phone: booking.guest.phone, email: booking.guest.email },
        booking: {
          hotel_id: booking.hotel.id,
          room_category_id: booking.room_category.id,
          checkin,
          checkout,
          payment_mode: booking.pay_at_hotel ? 'pay_at_hotel' : 'online',
        },
        request_type: 'REBOOKING',
        re_booking: { requestType: 'DATE_CHANGE', old_invoice_no: booking.invoice_no, checkin, checkout, ...bookingProof(access, booking) },
        source: 'Web Booking',
      },
      key,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500)
      return { modifyError: error.statusCode === 409 ? 'roomsGone' : 'failed' };
    throw error;
  }
  if (reply.redirectUrl) throw redirect(reply.redirectUrl);
  throw redirect(bookingHref(reply.invoice_no, { token: reply.token }, { modified: 'true' }));
}
