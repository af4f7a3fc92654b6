import { describe, expect, it } from 'vitest';
import { stayFromUrl } from './stay-from-url';

const now = new Date('2030-05-01T06:00:00Z');

describe('stayFromUrl', () => {
  it('keeps a valid stay and its rooms', () => {
    const stay = stayFromUrl(new URLSearchParams('checkin=2030-05-10&checkout=2030-05-12&rooms_config=2,2,0,0,0,1,0,1,0'), 'Asia/Kolkata', now);
    expect(stay).toEqual({
      checkin: '2030-05-10',
      checkout: '2030-05-12',
      rooms: [
        { adults: 2, infants: 0, children: 0, pets: 0 },
        { adults: 1, infants: 0, children: 1, pets: 0 },
      ],
    });
  });

  it('resets past or reversed dates to today and tomorrow, and bad rooms to the default', () => {
    const stay = stayFromUrl(new URLSearchParams('checkin=2030-04-01&checkout=2030-03-30&rooms_config=oops'), 'Asia/Kolkata', now);
    expect(stay).toEqual({ checkin: '2030-05-01', checkout: '2030-05-02', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }] });
  });

  it('pulls in a check-out beyond the longest stay', () => {
    expect(stayFromUrl(new URLSearchParams('checkin=2030-05-10&checkout=2030-07-10'), 'Asia/Kolkata', now).checkout).toBe('2030-06-09');
  });
});
