import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, type CountryConfig } from '@stays/brand-config';
import { defaultRoomsFor, roomsFromOccupancy } from './default-occupancy';

const adults = (...counts: number[]) => counts.map((count) => ({ adults: count, children: 0, infants: 0, pets: 0 }));

describe('the compact occupancy string: rooms with 1, with 2, with 3 adults (guest-journey §3)', () => {
  it.each([
    ['1,0,0', adults(1)],
    ['0,1,0', adults(2)],
    ['0,0,1', adults(3)],
    ['1,1,0', adults(1, 2)],
    ['2,0,1', adults(1, 1, 3)],
    [' 0, 1, 0 ', adults(2)],
  ])('reads %j', (occupancy, rooms) => {
    expect(roomsFromOccupancy(occupancy)).toEqual(rooms);
  });

  it.each(['', '0,0,0', '1,0', '1,0,0,0', 'a,0,0', '-1,0,0', '1.5,0,0'])('refuses %j', (occupancy) => {
    expect(roomsFromOccupancy(occupancy)).toBeNull();
  });
});

describe("a site's first stay starts from its country's defaultRoomGuestConfig (accounts-commerce §9)", () => {
  it('is one adult in India (home default 1,0,0) and two adults on the holiday-home sites (0,1,0)', () => {
    expect(defaultRoomsFor(countryByCode('in') as CountryConfig)).toEqual(adults(1));
    expect(defaultRoomsFor(countryByCode('nl') as CountryConfig)).toEqual(adults(2));
  });

  it('reads every country config, and falls back to one adult on an unreadable one', () => {
    for (const country of COUNTRIES) expect(defaultRoomsFor(country).length).toBe(1);
    expect(defaultRoomsFor({ defaultRoomGuestConfig: 'x' })).toEqual(adults(1));
  });

  it('gives a fresh copy each time', () => {
    const first = defaultRoomsFor({ defaultRoomGuestConfig: '1,0,0' });
    (first[0] as { adults: number }).adults = 5;
    expect(defaultRoomsFor({ defaultRoomGuestConfig: '1,0,0' })).toEqual(adults(1));
  });
});
