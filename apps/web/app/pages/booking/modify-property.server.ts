import { getCities, type Booking } from '@stays/api-client';
import { listingPath } from '@stays/feature-search';
import type { RoomGuests } from '@stays/validation';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

export interface ModifyPropertyModal {
  modal: 'modifyProperty';
  /** The listing of the booking's city for its dates and rooms, where the guest picks the replacing stay. */
  listingHref: string;
}

/** The booking's rooms and guests in the search's form (the listing's rooms_config). */
export function bookingRoomGuests(booking: Booking): RoomGuests[] {
  return booking.booking_rooms.map((room) => ({ adults: room.no_of_adults, children: room.no_of_children, infants: room.no_of_babies, pets: room.no_of_pets }));
}

/**
 * ?modal=modifyProperty (honoured at first load, §2): the listing of the booking's city for the same dates and rooms.
 * The city's slug comes from the city list of the site's country (the booking flow's list, accounts-commerce §3), or
 * of every country when the stay is abroad; a city no list has leaves the modal closed.
 */
export async function modifyPropertyModal(site: SiteContext, booking: Booking): Promise<ModifyPropertyModal | { modal: null }> {
  const api = serverApi(site.locale);
  const ofCountry = await getCities(api, { country_id: site.countryId });
  const city =
    ofCountry.cities.find((candidate) => candidate.id === booking.hotel.city_id) ??
    (await getCities(api)).cities.find((candidate) => candidate.id === booking.hotel.city_id);
  if (!city) return { modal: null };
  return {
    modal: 'modifyProperty',
    listingHref: listingPath(city.slug, { checkin: booking.checkin, checkout: booking.checkout, rooms: bookingRoomGuests(booking) }),
  };
}
