// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countryByCode, type CountryConfig } from '@stays/brand-config';
import { hotelStayFromQuery } from './hotel-stay.server';

const india = countryByCode('in') as CountryConfig;
const now = new Date('2030-05-01T20:00:00Z');
const stay = (query: string) => hotelStayFromQuery(new URLSearchParams(query), india, now);

describe('the stay of a hotel page URL', () => {
  it('takes rooms_config first', () => {
    expect(stay('checkin=2030-05-10&checkout=2030-05-12&rooms_config=1,3,0,0,0&rooms=4').rooms).toEqual([{ adults: 3, children: 0, infants: 0, pets: 0 }]);
  });

  it('spreads guests or adults over rooms one at a time, then children', () => {
    expect(stay('rooms=2&guests=3').rooms.map((room) => room.adults)).toEqual([2, 1]);
    expect(stay('rooms=2&adults=2&children=3').rooms).toEqual([
      { adults: 1, children: 2, infants: 0, pets: 0 },
      { adults: 1, children: 1, infants: 0, pets: 0 },
    ]);
  });

  it('gives rooms without guests two adults each, and the country’s default occupancy without either (India: 1,0,0)', () => {
    expect(stay('rooms=2').rooms.map((room) => room.adults)).toEqual([2, 2]);
    expect(stay('').rooms).toEqual([{ adults: 1, children: 0, infants: 0, pets: 0 }]);
    expect(hotelStayFromQuery(new URLSearchParams(''), countryByCode('nl') as CountryConfig, now).rooms).toEqual([
      { adults: 2, children: 0, infants: 0, pets: 0 },
    ]);
    expect(stay('')).toMatchObject({ checkin: '2030-05-02', checkout: '2030-05-03' });
  });

  it('converts DD/MM/YYYY dates instead of resetting them to today', () => {
    expect(stay('checkin=01/06/2030&checkout=03/06/2030&guests=2')).toMatchObject({ checkin: '2030-06-01', checkout: '2030-06-03', nights: 2 });
  });
});
