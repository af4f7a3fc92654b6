import { data, redirect } from 'react-router';
import { ApiRequestError, saveCard, type Booking } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { bookingForAction } from './booking.server';
import type { BookingAccess } from './booking-access';

export interface SaveCardPage {
  booking: Booking;
  access: BookingAccess;
  meta: { title: string };
}

/** /booking/{bookingId}/save-card: the booking opened by its token or phone, as its own page is. */
export async function loadSaveCard(site: SiteContext, url: URL, bookingId: string): Promise<SaveCardPage> {
  const { booking, access } = await bookingForAction(site, url, bookingId);
  return { booking, access, meta: { title: `${booking.hotel.name} · ${booking.invoice_no} | ${site.brandName}` } };
}

/** 'Save a card': the provider's card check (it ends on /save-card/verified or /save-card/error). */
export async function startSaveCard(site: SiteContext, url: URL, bookingId: string): Promise<never> {
  const { booking, access } = await bookingForAction(site, url, bookingId);
  try {
    const reply = await saveCard(serverApi(site.locale), booking.invoice_no, {
      invoice_no: booking.invoice_no,
      ...('token' in access ? { token: access.token } : { user_phone: booking.guest.phone }),
    });
    throw redirect(reply.redirectUrl);
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) throw data(null, { status: error.statusCode });
    throw error;
  }
}
