import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { ApiRequestError, createBooking, estimateCharge, getHotelDetails, type Booking, type HotelDetails } from '@stays/api-client';
import { isBookingModifiable, type UpgradeOption } from '@stays/feature-booking';
import { formatRoomsConfigQuery } from '@stays/validation';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { bookingHref, upgradeHref, type BookingAccess } from './booking-access';
import { openBooking, submittedLookup, type LookupPage } from './booking.server';
import { bookingProof } from './modify-dates.server';
import { bookingRoomGuests } from './modify-property.server';

export interface UpgradePage {
  kind: 'upgrade';
  booking: Booking;
  access: BookingAccess;
  modifiable: boolean;
  options: UpgradeOption[];
  idempotencyKey: string;
  meta: { title: string };
}

/**
 * `/upgrade-booking/{bookingId}` (page type Upgrade Booking): the booking opened like its page (token, or id + phone),
 * and its property's dearer room categories free for the same dates and rooms, each with estimate_v2's price of the move.
 */
export async function loadUpgradePage(site: SiteContext, url: URL, bookingId: string): Promise<UpgradePage | LookupPage | ReturnType<typeof data<LookupPage>>> {
  const lookupAction = `/upgrade-booking/${encodeURIComponent(bookingId)}`;
  if (url.searchParams.has('bookingId')) return submittedLookup(site, url.searchParams, upgradeHref, lookupAction);
  const opened = await openBooking(site, url, bookingId, lookupAction);
  if (!('booking' in opened)) return opened;
  const { booking, access } = opened;
  const modifiable = isBookingModifiable(booking);
  return {
    kind: 'upgrade',
    booking,
    access,
    modifiable,
    options: modifiable ? await upgradeOptions(site, booking, access) : [],
    idempotencyKey: randomUUID(),
    meta: { title: `${booking.hotel.name} · ${booking.invoice_no} | ${site.brandName}` },
  };
}

/** The property's room categories dearer than the booked one for this stay, not sold out, that the move would get. */
async function upgradeOptions(site: SiteContext, booking: Booking, access: BookingAccess): Promise<UpgradeOption[]> {
  const api = serverApi(site.locale);
  const rooms = bookingRoomGuests(booking);
  let hotel: HotelDetails;
  try {
    hotel = await getHotelDetails(api, booking.hotel.id, {
      available_room_count: { checkin: booking.checkin, checkout: booking.checkout, min_count: rooms.length },
      rooms_config: formatRoomsConfigQuery(rooms),
    });
  } catch (error) {
    // A property no longer shown (disabled, removed) has no room to move to.
    if (error instanceof ApiRequestError && error.statusCode < 500) return [];
    throw error;
  }
  const categories = hotel.room_categories_with_data;
  const bookedPrice = categories.find((category) => category.id === booking.room_category.id)?.summed_final_price ?? booking.total_amount;
  const better = categories.filter((category) => category.id !== booking.room_category.id && !category.isSoldOut && category.summed_final_price > bookedPrice);
  const estimated = await Promise.all(
    better.map(async (category) => {
      try {
        const estimate = await estimateCharge(api, booking.invoice_no, {
          checkin: booking.checkin,
          checkout: booking.checkout,
          room_category_id: category.id,
          ...bookingProof(access, booking),
        });
        return estimate.available ? { roomCategoryId: category.id, name: category.name, estimate } : null;
      } catch (error) {
        if (error instanceof ApiRequestError && error.statusCode < 500) return null;
        throw error;
      }
    }),
  );
  return estimated.filter((option): option is UpgradeOption => option !== null).sort((a, b) => a.estimate.difference - b.estimate.difference);
}

export interface UpgradeOutcome {
  upgradeError: 'roomGone' | 'failed';
}

/** 'Upgrade to …': createBooking as a REBOOKING (DATE_CHANGE, same dates, the chosen room category); then the new booking or the payment page. */
export async function upgradeBooking(site: SiteContext, booking: Booking, access: BookingAccess, form: FormData): Promise<UpgradeOutcome> {
  const roomCategoryId = Number(form.get('room_category_id'));
  const key = String(form.get('idempotencyKey') ?? '');
  if (!Number.isInteger(roomCategoryId) || roomCategoryId <= 0 || key.length < 8) throw data(null, { status: 400 });
  let reply;
  try {
    reply = await createBooking(
      serverApi(site.locale),
      {
        user: { first_name: booking.guest.name, country_code: booking.guest.guest_country_code, phone: booking.guest.phone, email: booking.guest.email },
        booking: {
          hotel_id: booking.hotel.id,
          room_category_id: roomCategoryId,
          checkin: booking.checkin,
          checkout: booking.checkout,
          payment_mode: booking.pay_at_hotel ? 'pay_at_hotel' : 'online',
        },
        request_type: 'REBOOKING',
        re_booking: {
          requestType: 'DATE_CHANGE',
          old_invoice_no: booking.invoice_no,
          checkin: booking.checkin,
          checkout: booking.checkout,
          hotel_id: booking.hotel.id,
          room_category_id: roomCategoryId,
          ...bookingProof(access, booking),
        },
        source: 'Web Booking',
      },
      key,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500)
      return { upgradeError: error.statusCode === 409 && error.code === 'ROOMS_UNAVAILABLE' ? 'roomGone' : 'failed' };
    throw error;
  }
  if (reply.redirectUrl) throw redirect(reply.redirectUrl);
  throw redirect(bookingHref(reply.invoice_no, { token: reply.token }, { upgraded: 'true' }));
}
