import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactOccupancy, formatCompactOccupancy, roomConfigFromString } from './room-config';

describe('"A roomConfig given as a string is split on commas and parsed as integers"', () => {
  it.each([
    ['1,0,0', [1, 0, 0]],
    [' 2 , 1,3 ', [2, 1, 3]],
    ['12', [12]],
  ])('%j → %j', (text, numbers) => {
    expect(roomConfigFromString.parse(text)).toEqual(numbers);
  });

  it.each(['', '1,,0', '1,a,0', '-1,0', '1.5,0'])('rejects %j', (text) => {
    const result = roomConfigFromString.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('search.roomConfig.invalid');
  });
});

describe('"The compact occupancy string is: count of rooms with 1 adult, with 2 adults, with 3 adults"', () => {
  it.each([
    ['1,0,0', [1]],
    ['0,1,0', [2]],
    ['2,1,1', [1, 1, 2, 3]],
  ])('%s reads as rooms with %j adults', (text, adults) => {
    expect(compactOccupancy.parse(text).map((room) => room.adults)).toEqual(adults);
  });

  it.each(['0,0,0', '1,0', '1,0,0,0', 'x'])('rejects %j', (text) => {
    expect(compactOccupancy.safeParse(text).success).toBe(false);
  });

  it('a room of more than 3 adults counts as a room of 3', () => {
    expect(formatCompactOccupancy([{ adults: 5 }, { adults: 0 }])).toBe('1,0,1');
  });

  it('formats and reads back to the same counts (property)', () => {
    const count = fc.integer({ min: 0, max: 6 });
    fc.assert(
      fc.property(count, count, count, (one, two, three) => {
        fc.pre(one + two + three > 0);
        const text = `${one},${two},${three}`;
        expect(formatCompactOccupancy(compactOccupancy.parse(text))).toBe(text);
      }),
    );
  });
});
