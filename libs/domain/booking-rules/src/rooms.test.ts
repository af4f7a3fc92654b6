import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RoomGuests } from '@stays/validation';
import { isPricingValid, isRoomCategorySoldOut, lowAvailabilityMessage, soldOutReasons, tripleOccupancyMessage } from './room-availability';
import { breaksMinMaxRestriction, clampRoomCount, fitRoomConfigToRestriction, minMaxRoomMessage, spreadGuestsOverRooms } from './room-restrictions';
import { bookingMessages } from './messages';

const base = { availableRooms: 5, requestedRooms: 1, price: 2500, maxAdultsPerRoom: 2, maxOccupancy: 3, minRooms: 1 };

describe('"Room category is sold out when …" (each of the five conditions)', () => {
  it.each([
    ['no rooms are available', { availableRooms: 0 }, ['noRoomsAvailable', 'fewerThanRequested', 'fewerThanMinimumRooms']],
    ['fewer than the requested rooms', { availableRooms: 2, requestedRooms: 3 }, ['fewerThanRequested']],
    ['pricing is invalid (missing)', { price: null }, ['invalidPricing']],
    ['pricing is invalid (zero)', { price: 0 }, ['invalidPricing']],
    ['pricing is invalid (NaN)', { price: Number.NaN }, ['invalidPricing']],
    ['the largest adults-per-room exceeds max occupancy', { maxAdultsPerRoom: 4 }, ['overMaxOccupancy']],
    ['fewer than the minimum room count', { availableRooms: 2, minRooms: 3 }, ['fewerThanMinimumRooms']],
    ['none holds', {}, []],
  ])('%s', (_condition, change, reasons) => {
    const category = { ...base, ...change };
    expect(soldOutReasons(category)).toEqual(reasons);
    expect(isRoomCategorySoldOut(category)).toBe(reasons.length > 0);
  });

  it('without a minimum room count the minimum is 1', () => {
    expect(soldOutReasons({ availableRooms: 1, requestedRooms: 1, price: 1, maxAdultsPerRoom: 1, maxOccupancy: 1 })).toEqual([]);
  });

  it.each([
    [1, true],
    [-1, false],
    [undefined, false],
    [Infinity, false],
  ])('isPricingValid(%s) → %s', (price, valid) => {
    expect(isPricingValid(price)).toBe(valid);
  });
});

describe('"Low availability: \'Only N room(s) left\' when 1 or 2 remain"', () => {
  it.each([
    [0, null],
    [1, 1],
    [2, 2],
    [3, null],
  ])('%i rooms → %s', (rooms, count) => {
    const message = lowAvailabilityMessage(rooms);
    expect(message?.values.count ?? null).toBe(count);
    if (message) expect(message.descriptor.defaultMessage).toBe('Only {count} room(s) left');
  });
});

describe('"Triple occupancy: \'Maximum 2 guests are allowed per room\'"', () => {
  it.each([
    [[2, 2], 2, false],
    [[3, 1], 2, true],
    [[3], 3, false],
    [[4], 3, true],
    [[], 2, false],
  ])('guests per room %j with max occupancy %i → message %s', (guests, max, shown) => {
    const message = tripleOccupancyMessage(guests, max);
    expect(message !== null).toBe(shown);
    if (message) expect(message.descriptor.defaultMessage).toBe('Maximum 2 guests are allowed per room');
  });
});

describe('min–max room messages (guest-journey §8)', () => {
  it.each([
    ['"A minimum of N room(s) need to be booked"', { present: true, minRoom: 2 }, 'A minimum of {count} room(s) need to be booked', { count: 2 }],
    [
      '"A minimum X and max Y rooms can be booked"',
      { present: true, minRoom: 2, maxRoom: 4 },
      'A minimum {min} and max {max} rooms can be booked',
      { min: 2, max: 4 },
    ],
    ['"Maximum Y rooms can be booked"', { present: true, minRoom: 1, maxRoom: 3 }, 'Maximum {max} rooms can be booked', { max: 3 }],
  ])('%s', (_text, restriction, defaultMessage, values) => {
    expect(minMaxRoomMessage(restriction)).toEqual({ descriptor: expect.objectContaining({ defaultMessage }), values });
  });

  it.each([null, { present: false, minRoom: 3 }, { present: true, minRoom: 1 }, { present: true }])('no message for %j', (restriction) => {
    expect(minMaxRoomMessage(restriction)).toBeNull();
  });

  it.each([
    [1, { present: true, minRoom: 2, maxRoom: 4 }, true],
    [2, { present: true, minRoom: 2, maxRoom: 4 }, false],
    [5, { present: true, minRoom: 2, maxRoom: 4 }, true],
    [9, { present: true, minRoom: 2 }, false],
    [9, null, false],
  ])('%i rooms breaks %j → %s', (rooms, restriction, breaks) => {
    expect(breaksMinMaxRestriction(rooms, restriction)).toBe(breaks);
  });
});

describe('"Room count is clamped to the hotel\'s minimum and maximum"', () => {
  it.each([
    [1, { present: true, minRoom: 2, maxRoom: 4 }, 2],
    [3, { present: true, minRoom: 2, maxRoom: 4 }, 3],
    [7, { present: true, minRoom: 2, maxRoom: 4 }, 4],
    [0, null, 1],
    [7, { present: true, minRoom: 3 }, 7],
    [1, { present: true, minRoom: 5, maxRoom: 3 }, 5],
  ])('%i with %j → %i', (rooms, restriction, clamped) => {
    expect(clampRoomCount(rooms, restriction)).toBe(clamped);
  });

  it('always lands inside the bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 }), (rooms, min, extra) => {
        const clamped = clampRoomCount(rooms, { present: true, minRoom: min, maxRoom: min + extra });
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(min + extra);
      }),
    );
  });
});

describe('"guests are spread over rooms one adult at a time" ("Guest count defaults to 1, rooms to 1")', () => {
  it.each([
    [5, 2, [3, 2]],
    [4, 3, [2, 1, 1]],
    [1, 1, [1]],
    [undefined, undefined, [1]],
    [1, 3, [1, 1, 1]],
    [0, 0, [1]],
  ])('%s guests over %s rooms → adults %j', (guests, rooms, adults) => {
    expect(spreadGuestsOverRooms(guests, rooms).map((room) => room.adults)).toEqual(adults);
  });

  it('keeps every guest and differs by at most one adult between rooms (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }), (guests, rooms) => {
        fc.pre(guests >= rooms);
        const adults = spreadGuestsOverRooms(guests, rooms).map((room) => room.adults);
        expect(adults.reduce((a, b) => a + b, 0)).toBe(guests);
        expect(Math.max(...adults) - Math.min(...adults)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('"the room config is forced to satisfy the minimum rooms and guests restriction"', () => {
  const room = (adults: number, children = 0, infants = 0, pets = 0): RoomGuests => ({ adults, children, infants, pets });

  it.each([
    ['one room of 2 with a minimum of 2 rooms', [room(2)], { present: true, minRoom: 2 }, [room(1), room(1)]],
    ['one room of 1 with a minimum of 3 rooms gets an adult per room', [room(1)], { present: true, minRoom: 3 }, [room(1), room(1), room(1)]],
    ['three rooms with a maximum of 2', [room(2, 1), room(2), room(1, 0, 1, 1)], { present: true, minRoom: 1, maxRoom: 2 }, [room(3, 1, 1, 1), room(2)]],
    ['a fitting config is kept', [room(2, 1), room(1)], { present: true, minRoom: 2, maxRoom: 4 }, [room(2, 1), room(1)]],
    ['a room without adults is refilled', [room(0, 2)], null, [room(1, 2)]],
  ])('%s', (_case, rooms, restriction, expected) => {
    expect(fitRoomConfigToRestriction(rooms, restriction)).toEqual(expected);
  });

  it('the result always satisfies the restriction and keeps the guests (property)', () => {
    const anyRoom = fc.record({ adults: fc.integer({ min: 1, max: 4 }), children: fc.nat(2), infants: fc.nat(1), pets: fc.nat(1) });
    fc.assert(
      fc.property(fc.array(anyRoom, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 3 }), (rooms, min, extra) => {
        const restriction = { present: true, minRoom: min, maxRoom: min + extra };
        const fitted = fitRoomConfigToRestriction(rooms, restriction);
        expect(breaksMinMaxRestriction(fitted.length, restriction)).toBe(false);
        expect(fitted.every((r) => r.adults >= 1)).toBe(true);
        const sum = (list: RoomGuests[], field: keyof RoomGuests) => list.reduce((total, r) => total + r[field], 0);
        expect(sum(fitted, 'children')).toBe(sum(rooms, 'children'));
        expect(sum(fitted, 'adults')).toBe(Math.max(sum(rooms, 'adults'), fitted.length));
      }),
    );
  });
});

describe('spec texts, word for word (guest-journey §8, §2)', () => {
  it.each([
    ['roomCategoriesEmpty', 'room categories are empty'],
    ['bookingFailed', 'something went wrong'],
    ['onboardingFailed', 'Something went wrong'],
    ['offlineTitle', 'Aw Snap'],
    ['offlineText', 'Check if your device is connected to a mobile network or WiFi.'],
    ['offlineRetry', 'Try Again'],
  ] as const)('%s is %j', (key, text) => {
    expect(bookingMessages[key].defaultMessage).toBe(text);
  });

  it('message ids are unique', () => {
    const ids = Object.values(bookingMessages).map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
