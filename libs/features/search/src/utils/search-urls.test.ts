import { describe, expect, it } from 'vitest';
import { hotelPath, listingPath } from './search-urls';

const stay = { checkin: '2026-12-01', checkout: '2026-12-03', rooms: [{ adults: 2, children: 1, infants: 0, pets: 0 }] };

describe('search URLs of guest-journey §2', () => {
  it('a city listing carries the stay and rooms_config', () => {
    expect(listingPath('mumbai', stay)).toBe('/hotels-in-mumbai?checkin=2026-12-01&checkout=2026-12-03&rooms_config=1%2C2%2C0%2C1%2C0');
  });

  it.each([
    ['in', '/1234/?'],
    ['nl', '/nl/1234/?'],
    [undefined, '/1234/?'],
  ])('a hotel in country %s is at %s…', (country, start) => {
    expect(hotelPath(1234, country, stay).startsWith(start)).toBe(true);
  });
});
