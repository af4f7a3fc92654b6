import { describe, expect, it } from 'vitest';
import { countryByCode, type CountryConfig } from '@stays/brand-config';
import { stayFromUrl } from './stay-from-url';

const india = countryByCode('in') as CountryConfig;
const now = new Date('2030-05-01T20:00:00Z'); // already 2 May in India

describe('the stay of a listing or hotel URL', () => {
  it('keeps valid dates and rooms_config', () => {
    const stay = stayFromUrl(new URL('http://x/hotels-in-mumbai?checkin=2030-05-10&checkout=2030-05-12&rooms_config=2,2,0,1,0,1,0,0,0'), india, now);
    expect(stay).toEqual({
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      nights: 2,
      rooms: [
        { adults: 2, infants: 0, children: 1, pets: 0 },
        { adults: 1, infants: 0, children: 0, pets: 0 },
      ],
    });
  });

  it('defaults to today and tomorrow in the country and two adults when absent or invalid', () => {
    expect(stayFromUrl(new URL('http://x/hotels-in-mumbai?rooms_config=1,0,0,0,0'), india, now)).toEqual({
      checkin: '2030-05-02',
      checkout: '2030-05-03',
      nights: 1,
      rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }],
    });
  });
});
