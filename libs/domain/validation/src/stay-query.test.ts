import { describe, expect, it } from 'vitest';
import { countryByCode, type CountryConfig } from '@stays/brand-config';
import { isOpenSearchQuery, stayFromQuery } from './stay-query';

const india = countryByCode('in') as CountryConfig;
const netherlands = countryByCode('nl') as CountryConfig;
const now = new Date('2030-05-01T20:00:00Z'); // 2 May 01:30 in India; 1 May 22:00 in Amsterdam

const query = (search: string) => new URLSearchParams(search);

describe('the stay of a listing or hotel URL (guest-journey §5 dates, §3 rooms_config)', () => {
  it('keeps valid dates and rooms_config', () => {
    expect(stayFromQuery(query('checkin=2030-05-10&checkout=2030-05-12&rooms_config=2,2,0,1,0,1,0,0,0'), india, now)).toEqual({
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      nights: 2,
      rooms: [
        { adults: 2, infants: 0, children: 1, pets: 0 },
        { adults: 1, infants: 0, children: 0, pets: 0 },
      ],
      flexibleDaysCount: 0,
    });
  });

  it('reads flexible days (flexible_days_count 1 to 3), exact dates otherwise', () => {
    expect(stayFromQuery(query('checkin=2030-05-10&checkout=2030-05-12&flexible_days_count=2'), india, now).flexibleDaysCount).toBe(2);
    expect(stayFromQuery(query('checkin=2030-05-10&checkout=2030-05-12&flexible_days_count=7'), india, now).flexibleDaysCount).toBe(0);
  });

  it('defaults to today and tomorrow in the country’s time zone, and the country’s default rooms, when absent or invalid', () => {
    expect(stayFromQuery(query('rooms_config=1,0,0,0,0'), india, now)).toEqual({
      checkin: '2030-05-02',
      checkout: '2030-05-03',
      nights: 1,
      rooms: [{ adults: 1, children: 0, infants: 0, pets: 0 }],
      flexibleDaysCount: 0,
    });
    expect(stayFromQuery(query(''), netherlands, now)).toMatchObject({ checkin: '2030-05-01', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] });
  });

  it('converts DD/MM/YYYY and DD-MM-YYYY dates instead of resetting them (guest-journey §5)', () => {
    expect(stayFromQuery(query('checkin=10/05/2030&checkout=12/05/2030'), india, now)).toMatchObject({
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      nights: 2,
    });
    expect(stayFromQuery(query('checkin=10-05-2030&checkout=2030-05-13'), india, now)).toMatchObject({
      checkin: '2030-05-10',
      checkout: '2030-05-13',
      nights: 3,
    });
    expect(stayFromQuery(query('checkin=31/02/2030&checkout=12/05/2030'), india, now)).toMatchObject({ checkin: '2030-05-02', checkout: '2030-05-03' });
  });

  it('resets a check-in before today and a check-out not after check-in', () => {
    expect(stayFromQuery(query('checkin=2030-04-01&checkout=2030-04-03'), india, now).checkin).toBe('2030-05-02');
    expect(stayFromQuery(query('checkin=2030-05-10&checkout=2030-05-10'), india, now)).toMatchObject({ checkin: '2030-05-02', checkout: '2030-05-03' });
  });

  it('pulls check-out in to the longest stay: the country’s maxSelectableDates, else 30 nights', () => {
    expect(stayFromQuery(query('checkin=2030-06-01&checkout=2030-08-01'), netherlands, now)).toMatchObject({ checkout: '2030-06-29', nights: 28 });
    expect(stayFromQuery(query('checkin=2030-06-01&checkout=2030-08-01'), india, now)).toMatchObject({ checkout: '2030-07-01', nights: 30 });
  });
});

describe('"Open search needs the feature flag and empty dates" (guest-journey §5)', () => {
  it.each([
    ['isOpenSearch=true', true, true],
    ['isOpenSearch=true&checkin=&checkout=', true, true],
    ['isOpenSearch=true', false, false],
    ['isOpenSearch=true&checkin=2030-05-01', true, false],
    ['isOpenSearch=true&checkout=2030-05-02', true, false],
    ['isOpenSearch=false', true, false],
    ['', true, false],
  ])('%s with the flag %s → %s', (query, flag, open) => {
    expect(isOpenSearchQuery(new URLSearchParams(query), flag)).toBe(open);
  });
});
