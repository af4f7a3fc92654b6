import { redirect } from 'react-router';
import { ApiRequestError, getHotelDetails, modifyBooking, type Booking } from '@stays/api-client';
import { isMealCode, type BookingExtrasOffer } from '@stays/feature-booking';
import { formatRoomsConfigQuery } from '@stays/validation';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';
import { bookingHref, type BookingAccess } from './booking-access';
import { bookingProof } from './modify-dates.server';
import { bookingRoomGuests } from './modify-property.server';

/**
 * What the booking's hotel offers its room for the stay (hotel details, as the hotel page and createBooking see it):
 * the meals and early check-in the guest may add. Null for a booking that can no longer change, or a hotel not shown.
 */
export async function extrasOfferFor(site: SiteContext, booking: Booking): Promise<BookingExtrasOffer | null> {
  if (!booking.cancellable || booking.state === 'cancelled') return null;
  try {
    const rooms = bookingRoomGuests(booking);
    const hotel = await getHotelDetails(serverApi(site.locale), booking.hotel.id, {
      available_room_count: { checkin: booking.checkin, checkout: booking.checkout, min_count: rooms.length },
      rooms_config: formatRoomsConfigQuery(rooms),
      selected_rcid: booking.room_category.id,
    });
    const category = hotel.room_categories_with_data.find((candidate) => candidate.id === booking.room_category.id);
    if (!category) return null;
    const early = hotel.additional_charge_info.early_checkin;
    return {
      services: category.services,
      earlyCheckin: early ? { fromTime: early.from_time, chargePerRoom: early.charge_per_room } : null,
      countryId: hotel.country_id,
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode < 500) return null;
    throw error;
  }
}

export interface ExtrasOutcome {
  extrasError: 'failed';
}

/** The booking page's meals form (intent=extras), posted with or without the page's script: PUT bookings/{id}/modify. */
export async function changeExtras(site: SiteContext, booking: Booking, access: BookingAccess, form: FormData): Promise<ExtrasOutcome> {
  const meals = form.getAll('meals').map(String).filter(isMealCode);
  try {
    await modifyBooking(serverApi(site.locale), booking.invoice_no, {
      ...bookingProof(access, booking),
      booking: { services: { meals }, additional_charge_info: { early_checkin: form.get('early_checkin') === 'true' } },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) return { extrasError: 'failed' };
    throw error;
  }
  throw redirect(bookingHref(booking.invoice_no, access, { extras: 'saved' }));
}
