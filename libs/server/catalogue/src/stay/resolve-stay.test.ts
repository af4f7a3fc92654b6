import { describe, expect, it } from 'vitest';
import { MAX_STAY_NIGHTS } from '@stays/brand-config';
import { assertCheckinNotPast, resolveStay, type StayRequest } from './resolve-stay';
import { ServiceError } from '@stays/server-core';

// 2026-03-10 20:00 UTC is already 2026-03-11 01:30 in India, still 2026-03-10 in Amsterdam.
const now = new Date('2026-03-10T20:00:00Z');
const india = { timeZone: 'Asia/Kolkata', now };
const netherlands = { timeZone: 'Europe/Amsterdam', now };

function failure(request: StayRequest, context = india): ServiceError {
  try {
    resolveStay(request, context);
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw error;
  }
  throw new Error('expected the stay to be refused');
}

describe('stay dates are checked beyond the contract', () => {
  it.each([
    ['checkout on checkin', { checkin: '2026-03-12', checkout: '2026-03-12' }, /checkout must be after checkin/],
    ['checkout before checkin', { checkin: '2026-03-12', checkout: '2026-03-11' }, /checkout must be after checkin/],
    ['more than 30 nights', { checkin: '2026-03-12', checkout: '2026-04-12' }, /at most 30 nights/],
    ['not a calendar date', { checkin: '2026-02-30', checkout: '2026-03-02' }, /real calendar dates/],
    ['checkin before today in the country', { checkin: '2026-03-10', checkout: '2026-03-12' }, /cannot be before today \(2026-03-11\)/],
  ])('%s → 400 INVALID_DATES', (_case, request, message) => {
    const error = failure(request);
    expect(error).toMatchObject({ statusCode: 400, code: 'INVALID_DATES' });
    expect(error.message).toMatch(message);
  });

  it('today is the country’s today: the same checkin is fine in Amsterdam', () => {
    expect(resolveStay({ checkin: '2026-03-10', checkout: '2026-03-12' }, netherlands).nights).toBe(2);
  });

  it('without a country yet, only the shape of the dates is checked; the past is checked once the country is known', () => {
    expect(resolveStay({ checkin: '2026-03-10', checkout: '2026-03-12' }, null).nights).toBe(2);
    expect(() => assertCheckinNotPast('2026-03-10', 'Asia/Kolkata', now)).toThrow(/cannot be before today/);
    expect(() => assertCheckinNotPast('2026-03-10', 'Europe/Amsterdam', now)).not.toThrow();
  });

  it('MAX_STAY_NIGHTS (30) nights is allowed', () => {
    expect(resolveStay({ checkin: '2026-03-12', checkout: '2026-04-11' }, india).nights).toBe(MAX_STAY_NIGHTS);
  });
});

describe('rooms of a stay', () => {
  it.each([
    ["no rooms named: the spec's rooms_config default 1,0,0, one adult in one room", {}, [1], 1],
    ['rooms_config wins', { roomsConfig: '2,1,0,0,0,3,0,1,1' }, [1, 3], 2],
    ['guests spread over rooms one adult at a time', { guestCount: 5, numberOfRooms: 2 }, [3, 2], 2],
    ['rooms without guests: one adult each (1,0,0 per room)', { numberOfRooms: 2 }, [1, 1], 2],
    ['min_count raises the rooms that must be free', { minCount: 3 }, [1], 3],
  ])('%s', (_case, extra, adults, roomsNeeded) => {
    const stay = resolveStay({ checkin: '2026-03-12', checkout: '2026-03-13', ...extra }, india);
    expect(stay.rooms.map((room) => room.adults)).toEqual(adults);
    expect(stay.roomsNeeded).toBe(roomsNeeded);
    expect(stay.maxAdults).toBe(Math.max(...adults));
  });

  it('a malformed rooms_config is a 400 naming rooms_config', () => {
    const error = failure({ checkin: '2026-03-12', checkout: '2026-03-13', roomsConfig: '2,1,0,0,0' });
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(error.message).toMatch(/^rooms_config: /);
  });

  it('pets and guests are counted', () => {
    const stay = resolveStay({ checkin: '2026-03-12', checkout: '2026-03-13', roomsConfig: '1,2,0,1,1' }, india);
    expect(stay).toMatchObject({ guests: 3, pets: 1 });
  });

  it.each([
    ['fewer guests than rooms: one adult in each room', { guestCount: 1, numberOfRooms: 2 }, [1, 1]],
    ['no guests at all: still one adult in each room', { guestCount: 0, numberOfRooms: 3 }, [1, 1, 1]],
    ['guests without rooms: one room', { guestCount: 3 }, [3]],
  ])('%s', (_case, extra, adults) => {
    const stay = resolveStay({ checkin: '2026-03-12', checkout: '2026-03-13', ...extra }, india);
    expect(stay.rooms).toEqual(adults.map((count) => ({ adults: count, children: 0, infants: 0, pets: 0 })));
  });
});
