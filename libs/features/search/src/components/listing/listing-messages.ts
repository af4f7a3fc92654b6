import type { MessageDescriptor } from 'react-intl';
import type { HotelBadge } from '@stays/api-client';
import { defineMessages, type PrimitiveType } from 'react-intl';

type NoValues = Record<never, never>;

export const listingMessages = defineMessages<{
  headingHotels: { count: number; city: string };
  headingHomes: { count: number; city: string };
  headingHotelsNear: { count: number; city: string };
  headingHomesNear: { count: number; city: string };
  headingHotelsNearMe: { count: number };
  headingHomesNearMe: { count: number };
  emptyNearMe: NoValues;
  distanceKm: { distance: string };
  distanceMiles: { distance: string };
  alternateTitle: NoValues;
  // A primitive-typed value may also be a React element (the formatted <Price>).
  perNight: { price: PrimitiveType };
  fromPerNight: { price: PrimitiveType };
  fromNote: { nights: number };
  noFromPrice: NoValues;
  total: { total: PrimitiveType; nights: number; rooms: number };
  originalPrice: NoValues;
  discount: { discount: string };
  taxesExtra: NoValues;
  taxesIncluded: NoValues;
  taxesIncludedAmount: { tax: PrimitiveType };
  onlyLeft: { count: number };
  soldOut: NoValues;
  badgeTopRated: NoValues;
  badgeGuestFavourite: NoValues;
  priceDrop: { drop: string };
  emptyHotels: { city: string };
  emptyHomes: { city: string };
  emptyOpenHotels: { city: string };
  emptyOpenHomes: { city: string };
  emptyHelp: NoValues;
  emptyHome: NoValues;
}>({
  headingHotels: { id: 'listing.heading.hotels', defaultMessage: '{count, plural, one {# hotel} other {# hotels}} in {city}' },
  headingHomes: { id: 'listing.heading.homes', defaultMessage: '{count, plural, one {# home} other {# homes}} in {city}' },
  headingHotelsNear: { id: 'listing.heading.hotelsNear', defaultMessage: '{count, plural, one {# hotel} other {# hotels}} near {city}' },
  headingHomesNear: { id: 'listing.heading.homesNear', defaultMessage: '{count, plural, one {# home} other {# homes}} near {city}' },
  headingHotelsNearMe: { id: 'listing.heading.hotelsNearMe', defaultMessage: '{count, plural, one {# hotel} other {# hotels}} near you' },
  headingHomesNearMe: { id: 'listing.heading.homesNearMe', defaultMessage: '{count, plural, one {# home} other {# homes}} near you' },
  distanceKm: { id: 'listing.distance.km', defaultMessage: '{distance} km away' },
  distanceMiles: { id: 'listing.distance.miles', defaultMessage: '{distance} mi away' },
  emptyNearMe: { id: 'listing.empty.nearMe', defaultMessage: 'Nothing available near you for these dates' },
  alternateTitle: { id: 'listing.alternate.title', defaultMessage: 'Other stays you may like' },
  perNight: { id: 'listing.price.perNight', defaultMessage: '{price} per night' },
  fromPerNight: { id: 'listing.price.fromPerNight', defaultMessage: 'from {price} per night' },
  fromNote: { id: 'listing.price.fromNote', defaultMessage: 'Lowest price in the next {nights} nights. Choose dates to see availability.' },
  noFromPrice: { id: 'listing.price.noFromPrice', defaultMessage: 'Choose dates to see prices and availability' },
  total: {
    id: 'listing.price.total',
    defaultMessage: '{total} total for {nights, plural, one {# night} other {# nights}}, {rooms, plural, one {# room} other {# rooms}}',
  },
  originalPrice: { id: 'listing.price.original', defaultMessage: 'Original price' },
  discount: { id: 'listing.price.discount', defaultMessage: '{discount} off' },
  taxesExtra: { id: 'listing.price.taxesExtra', defaultMessage: '+ taxes and fees' },
  taxesIncluded: { id: 'listing.price.taxesIncluded', defaultMessage: 'Includes taxes and fees' },
  taxesIncludedAmount: { id: 'listing.price.taxesIncludedAmount', defaultMessage: 'Includes {tax} taxes and fees' },
  onlyLeft: { id: 'listing.availability.onlyLeft', defaultMessage: 'Only {count} room(s) left' },
  soldOut: { id: 'listing.availability.soldOut', defaultMessage: 'Sold out' },
  badgeTopRated: { id: 'listing.badge.topRated', defaultMessage: 'Top rated' },
  badgeGuestFavourite: { id: 'listing.badge.guestFavourite', defaultMessage: 'Guest favourite' },
  priceDrop: { id: 'listing.price.drop', defaultMessage: 'Price dropped by {drop}' },
  emptyHotels: { id: 'listing.empty.hotels', defaultMessage: 'No hotels available in {city} for these dates' },
  emptyHomes: { id: 'listing.empty.homes', defaultMessage: 'No homes available in {city} for these dates' },
  // An open search has no dates: nothing matched the place, rooms and filters.
  emptyOpenHotels: { id: 'listing.empty.openHotels', defaultMessage: 'No hotels in {city} match your search' },
  emptyOpenHomes: { id: 'listing.empty.openHomes', defaultMessage: 'No homes in {city} match your search' },
  emptyHelp: { id: 'listing.empty.help', defaultMessage: 'Try other dates or fewer rooms above, or pick another destination.' },
  emptyHome: { id: 'listing.empty.home', defaultMessage: 'Explore popular destinations' },
});

/** The card's words for a holiday home, let whole: "Only 1 left", a total for the homes booked. */
export const listingHomeWords = defineMessages<{
  total: { total: PrimitiveType; nights: number; rooms: number };
  onlyLeft: { count: number };
  emptyHelp: NoValues;
}>({
  total: {
    id: 'listing.price.total.homes',
    defaultMessage: '{total} total for {nights, plural, one {# night} other {# nights}}{rooms, plural, one {} other {, # homes}}',
  },
  onlyLeft: { id: 'listing.availability.onlyLeft.homes', defaultMessage: 'Only {count} left' },
  emptyHelp: { id: 'listing.empty.help.homes', defaultMessage: 'Try other dates or fewer guests above, or pick another destination.' },
});

/** The text of each hotel_badge the search answers. */
export const badgeMessages: Record<HotelBadge, MessageDescriptor> = {
  top_rated: listingMessages.badgeTopRated,
  guest_favourite: listingMessages.badgeGuestFavourite,
};
