import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { amenityName } from './amenity-names';
import { roomCategoryName } from './room-category-names';

const german = createIntl({
  locale: 'de',
  messages: {
    'ui.amenity.wifi': 'Kostenloses WLAN',
    'ui.amenity.miniFridge': 'Minikühlschrank',
    'ui.roomCategory.deluxe': 'Deluxe',
    'ui.roomCategory.entireVilla': 'Ganze Villa',
    'ui.roomCategory.bedroomApartment': 'Wohnung mit {bedrooms} Schlafzimmern',
  },
});
const english = createIntl({ locale: 'en', messages: {} });

describe('names the API sends in English, in the page language', () => {
  it.each([
    [{ name: 'Free Wifi', icon: 'wifi' }, 'Kostenloses WLAN'],
    [{ name: 'Wireless', icon: 'wifi' }, 'Kostenloses WLAN'],
    ['Free Wi-Fi', 'Kostenloses WLAN'],
    ['mini fridge', 'Minikühlschrank'],
    [{ name: 'Hammam', icon: 'hammam' }, 'Hammam'],
    ['Rooftop bar', 'Rooftop bar'],
  ])('amenity %j → %s', (amenity, name) => {
    expect(amenityName(german, amenity)).toBe(name);
  });

  it.each([
    ['Deluxe', 'Deluxe'],
    ['Entire villa', 'Ganze Villa'],
    ['4-bedroom apartment', 'Wohnung mit 4 Schlafzimmern'],
    ['Maharaja Suite', 'Maharaja Suite'],
    ['Entire castle', 'Entire castle'],
  ])('room category %j → %s', (category, name) => {
    expect(roomCategoryName(german, category)).toBe(name);
  });

  it('reads exactly as the API on an English page', () => {
    expect(['Free Wifi', 'AC', 'Swimming Pool', 'Bed linen'].map((name) => amenityName(english, name))).toEqual([
      'Free Wifi',
      'AC',
      'Swimming Pool',
      'Bed linen',
    ]);
    expect(['Classic', 'Entire cottage', '2-bedroom apartment'].map((name) => roomCategoryName(english, name))).toEqual([
      'Classic',
      'Entire cottage',
      '2-bedroom apartment',
    ]);
  });
});
