import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;
import type { RoomServiceCode, RoomView } from '@stays/api-client';

export const roomDetailMessages = defineMessages<{
  services: NoValues;
  views: NoValues;
  notIncluded: NoValues;
  included: { service: string };
  atPrice: { service: string; price: string };
  photos: { count: number; name: string };
  photo: { name: string; caption: string };
}>({
  services: { id: 'hotel.rooms.services', defaultMessage: 'Meals and services' },
  views: { id: 'hotel.rooms.views', defaultMessage: 'Views' },
  notIncluded: { id: 'hotel.rooms.notIncluded', defaultMessage: 'Not in this room' },
  included: { id: 'hotel.rooms.serviceIncluded', defaultMessage: '{service} included' },
  atPrice: { id: 'hotel.rooms.serviceAtPrice', defaultMessage: '{service} available at {price} per night' },
  photos: { id: 'hotel.rooms.photos', defaultMessage: 'See {count, plural, one {# photo} other {# photos}} of {name}' },
  photo: { id: 'hotel.rooms.photo', defaultMessage: '{name}: {caption}' },
});

/** The room details in a holiday-home's words. */
export const roomDetailHomeWords = defineMessages<{ notIncluded: NoValues }>({
  notIncluded: { id: 'hotel.homes.notIncluded', defaultMessage: 'Not in this home' },
});

export const serviceMessages = defineMessages<RoomServiceCode>({
  breakfast: { id: 'hotel.rooms.service.breakfast', defaultMessage: 'Breakfast' },
  lunch: { id: 'hotel.rooms.service.lunch', defaultMessage: 'Lunch' },
  dinner: { id: 'hotel.rooms.service.dinner', defaultMessage: 'Dinner' },
  airport_transfer: { id: 'hotel.rooms.service.airportTransfer', defaultMessage: 'Airport transfer' },
});

export const viewMessages = defineMessages<RoomView>({
  sea: { id: 'hotel.rooms.view.sea', defaultMessage: 'Sea view' },
  garden: { id: 'hotel.rooms.view.garden', defaultMessage: 'Garden view' },
  city: { id: 'hotel.rooms.view.city', defaultMessage: 'City view' },
  canal: { id: 'hotel.rooms.view.canal', defaultMessage: 'Canal view' },
  mountain: { id: 'hotel.rooms.view.mountain', defaultMessage: 'Mountain view' },
  pool: { id: 'hotel.rooms.view.pool', defaultMessage: 'Pool view' },
  lake: { id: 'hotel.rooms.view.lake', defaultMessage: 'Lake view' },
  river: { id: 'hotel.rooms.view.river', defaultMessage: 'River view' },
  courtyard: { id: 'hotel.rooms.view.courtyard', defaultMessage: 'Courtyard view' },
});
