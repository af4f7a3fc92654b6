import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * Amenity names by their stable code (the API's `icon` of a property amenity). The English texts are the API's own
 * names, so an English page reads exactly as before; a room's amenities, sent as names only, are found by that name.
 */
const amenityMessages = defineMessages({
  wifi: { id: 'ui.amenity.wifi', defaultMessage: 'Free Wifi' },
  ac: { id: 'ui.amenity.ac', defaultMessage: 'AC' },
  'air-conditioning': { id: 'ui.amenity.airConditioning', defaultMessage: 'Air conditioning' },
  tv: { id: 'ui.amenity.tv', defaultMessage: 'TV' },
  parking: { id: 'ui.amenity.parking', defaultMessage: 'Parking' },
  breakfast: { id: 'ui.amenity.breakfast', defaultMessage: 'Breakfast' },
  pool: { id: 'ui.amenity.pool', defaultMessage: 'Swimming Pool' },
  kitchen: { id: 'ui.amenity.kitchen', defaultMessage: 'Kitchen' },
  garden: { id: 'ui.amenity.garden', defaultMessage: 'Garden' },
  fireplace: { id: 'ui.amenity.fireplace', defaultMessage: 'Fireplace' },
  pets: { id: 'ui.amenity.pets', defaultMessage: 'Pets allowed' },
  'washing-machine': { id: 'ui.amenity.washingMachine', defaultMessage: 'Washing machine' },
  sauna: { id: 'ui.amenity.sauna', defaultMessage: 'Sauna' },
  power: { id: 'ui.amenity.powerBackup', defaultMessage: 'Power backup' },
  geyser: { id: 'ui.amenity.geyser', defaultMessage: 'Geyser' },
  'room-service': { id: 'ui.amenity.roomService', defaultMessage: 'Room service' },
  lift: { id: 'ui.amenity.lift', defaultMessage: 'Lift' },
  dishwasher: { id: 'ui.amenity.dishwasher', defaultMessage: 'Dishwasher' },
  terrace: { id: 'ui.amenity.terrace', defaultMessage: 'Terrace' },
  barbecue: { id: 'ui.amenity.barbecue', defaultMessage: 'Barbecue' },
  gym: { id: 'ui.amenity.gym', defaultMessage: 'Gym' },
  'mini-fridge': { id: 'ui.amenity.miniFridge', defaultMessage: 'Mini fridge' },
  bathtub: { id: 'ui.amenity.bathtub', defaultMessage: 'Bathtub' },
  'bed-linen': { id: 'ui.amenity.bedLinen', defaultMessage: 'Bed linen' },
  balcony: { id: 'ui.amenity.balcony', defaultMessage: 'Balcony' },
});

const byCode: ReadonlyMap<string, MessageDescriptor> = new Map(Object.entries(amenityMessages));
/** 'Free Wi-Fi', 'free wifi' and 'Free Wifi' are one amenity. */
const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const byEnglishName: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(amenityMessages).map((message) => [nameKey(String(message.defaultMessage)), message]),
);
const codeByEnglishName: ReadonlyMap<string, string> = new Map(
  Object.entries(amenityMessages).map(([code, message]) => [nameKey(String(message.defaultMessage)), code]),
);

/** An amenity's stable code: its own, or the one its English name is known by (room amenities come as names). */
export function amenityCode(amenity: string | { name: string; icon?: string }): string | undefined {
  if (typeof amenity !== 'string' && amenity.icon !== undefined && byCode.has(amenity.icon)) return amenity.icon;
  return codeByEnglishName.get(nameKey(typeof amenity === 'string' ? amenity : amenity.name));
}

/**
 * An amenity's name in the page's language: by its code when it has one, else by the API's English name; an
 * amenity we have no words for keeps the API's text.
 */
export function amenityName(intl: IntlShape, amenity: string | { name: string; icon?: string }): string {
  const { name, icon } = typeof amenity === 'string' ? { name: amenity, icon: undefined } : amenity;
  const message = (icon !== undefined ? byCode.get(icon) : undefined) ?? byEnglishName.get(nameKey(name));
  return message ? intl.formatMessage(message) : name;
}
