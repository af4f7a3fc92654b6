import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { amenityName } from './amenity-names';
import { roomCategoryName } from './room-category-names';
import { roomOneLiner } from './room-one-liners';

const german = createIntl({
  locale: 'de',
  messages: {
    'ui.amenity.wifi': 'Kostenloses WLAN',
    'ui.amenity.miniFridge': 'Minikühlschrank',
    'ui.roomCategory.deluxe': 'Deluxe',
    'ui.roomCategory.entireVilla': 'Ganze Villa',
    'ui.roomCategory.bedroomApartment': 'Wohnung mit {bedrooms} Schlafzimmern',
    'ui.roomLine.classic': 'Ein helles Zimmer mit Queensize-Bett',
    'ui.roomLine.bedroomsSleeps': '{bedrooms, plural, one {# Schlafzimmer} other {# Schlafzimmer}}, für {people} Personen',
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

  it.each([
    ['A bright room with a queen bed', 'Ein helles Zimmer mit Queensize-Bett'],
    ['3 bedrooms, sleeps 6', '3 Schlafzimmer, für 6 Personen'],
    ['Sea-facing room with a queen bed', 'Sea-facing room with a queen bed'],
  ])('one-liner %j → %s', (line, text) => {
    expect(roomOneLiner(german, line)).toBe(text);
  });

  it('reads exactly as the API on an English page', () => {
    expect(['1 bedroom, sleeps 4', '2 bedrooms, sleeps 6', 'A separate living room and a bathtub'].map((line) => roomOneLiner(english, line))).toEqual([
      '1 bedroom, sleeps 4',
      '2 bedrooms, sleeps 6',
      'A separate living room and a bathtub',
    ]);
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
