import { describe, expect, it } from 'vitest';
import { rememberTrip, tripsOnDevice, type SavedTrip } from './saved-trips';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const trip = (bookingId: string, checkin: string, checkout: string): SavedTrip => ({
  bookingId,
  href: `/booking/${bookingId}?token=t-${bookingId}`,
  hotelName: `Stay ${bookingId}`,
  city: 'Goa',
  checkin,
  checkout,
});
const now = Date.parse('2027-03-01T08:00:00Z');

describe('saved trips', () => {
  it('lists the trips opened on the device, soonest first, once each', () => {
    const storage = memoryStorage();
    rememberTrip(storage, trip('B', '2027-03-10', '2027-03-12'), now);
    rememberTrip(storage, trip('A', '2027-03-02', '2027-03-04'), now);
    rememberTrip(storage, { ...trip('B', '2027-03-10', '2027-03-12'), hotelName: 'Renamed' }, now);
    expect(tripsOnDevice(storage, now).map((kept) => [kept.bookingId, kept.hotelName])).toEqual([
      ['A', 'Stay A'],
      ['B', 'Renamed'],
    ]);
  });

  it('forgets a trip once its check-out has passed, and never lists one already over', () => {
    const storage = memoryStorage();
    rememberTrip(storage, trip('A', '2027-03-01', '2027-03-02'), now);
    rememberTrip(storage, trip('OLD', '2027-02-01', '2027-02-03'), now);
    expect(tripsOnDevice(storage, now).map((kept) => kept.bookingId)).toEqual(['A']);
    expect(tripsOnDevice(storage, Date.parse('2027-03-03T12:00:00Z'))).toEqual([]);
  });

  it('ignores what it cannot read, and links only to booking pages', () => {
    expect(tripsOnDevice(memoryStorage({ 'stays.trips.v1': 'not json' }), now)).toEqual([]);
    const foreign = { ...trip('X', '2027-03-02', '2027-03-04'), href: 'https://elsewhere.example/' };
    expect(tripsOnDevice(memoryStorage({ 'stays.trips.v1': JSON.stringify([foreign, { bookingId: 1 }]) }), now)).toEqual([]);
  });

  it('keeps working when the storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberTrip(storage, trip('A', '2027-03-02', '2027-03-04'), now)).not.toThrow();
  });
});
