import { defineMessages, type IntlShape } from 'react-intl';

/** The room category kinds of our catalogue (hotel tiers, studios, whole homes), by the API's English name. */
const fixedNames = defineMessages({
  Classic: { id: 'ui.roomCategory.classic', defaultMessage: 'Classic' },
  Deluxe: { id: 'ui.roomCategory.deluxe', defaultMessage: 'Deluxe' },
  Premium: { id: 'ui.roomCategory.premium', defaultMessage: 'Premium' },
  Suite: { id: 'ui.roomCategory.suite', defaultMessage: 'Suite' },
  Studio: { id: 'ui.roomCategory.studio', defaultMessage: 'Studio' },
  'Entire apartment': { id: 'ui.roomCategory.entireApartment', defaultMessage: 'Entire apartment' },
  'Entire villa': { id: 'ui.roomCategory.entireVilla', defaultMessage: 'Entire villa' },
  'Entire cottage': { id: 'ui.roomCategory.entireCottage', defaultMessage: 'Entire cottage' },
  'Entire chalet': { id: 'ui.roomCategory.entireChalet', defaultMessage: 'Entire chalet' },
  'Entire bungalow': { id: 'ui.roomCategory.entireBungalow', defaultMessage: 'Entire bungalow' },
});

const countedNames = defineMessages<{ bedroomApartment: { bedrooms: number } }>({
  bedroomApartment: { id: 'ui.roomCategory.bedroomApartment', defaultMessage: '{bedrooms}-bedroom apartment' },
});

const fixed: ReadonlyMap<string, (typeof fixedNames)[keyof typeof fixedNames]> = new Map(Object.entries(fixedNames));

/** A room category's name in the page's language when it is one of our kinds; any other name is the API's text. */
export function roomCategoryName(intl: IntlShape, name: string): string {
  const message = fixed.get(name.trim());
  if (message) return intl.formatMessage(message);
  const bedrooms = /^(\d{1,2})-bedroom apartment$/.exec(name.trim())?.[1];
  if (bedrooms !== undefined) return intl.formatMessage(countedNames.bedroomApartment, { bedrooms: Number(bedrooms) });
  return name;
}
