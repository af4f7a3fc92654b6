import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countGuests, countInfants, countPets, formatRoomsConfigQuery, isTravellingWithPets, type RoomGuests } from './rooms-config';
import { readRoomsConfigQuery } from './read-rooms-config-query';
import { roomsConfigQuery } from './rooms-config-query';

describe('rooms_config is the room count followed by adults, infants, children, pets per room (guest-journey §3)', () => {
  it('reads two rooms', () => {
    expect(roomsConfigQuery.parse('2,2,0,1,0,1,1,0,1')).toEqual([
      { adults: 2, infants: 0, children: 1, pets: 0 },
      { adults: 1, infants: 1, children: 0, pets: 1 },
    ]);
  });

  it.each([
    ['', 'whole numbers'],
    ['a,1,0,0,0', 'whole numbers'],
    ['0', '1 to 20 rooms'],
    ['2,2,0,0,0', '4 numbers for each of its 2 room(s)'],
    ['1,0,0,0,0', 'at least one adult'],
    ['1,21,0,0,0', 'at most 20'],
  ])('rejects %j', (value, message) => {
    const result = roomsConfigQuery.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
    // The same answer without zod, for pages that only read a URL.
    const reading = readRoomsConfigQuery(value);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? '' : reading.message).toBe(result.error?.issues[0]?.message);
  });

  it('reads the same rooms without zod as with it', () => {
    expect(readRoomsConfigQuery('2,2,0,1,0,1,1,0,1')).toEqual({ ok: true, rooms: roomsConfigQuery.parse('2,2,0,1,0,1,1,0,1') });
  });

  it('formats and parses back to the same rooms', () => {
    const room = fc.record({ adults: fc.integer({ min: 1, max: 20 }), infants: fc.nat(20), children: fc.nat(20), pets: fc.nat(20) });
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 20 }), (rooms: RoomGuests[]) => {
        expect(roomsConfigQuery.parse(formatRoomsConfigQuery(rooms))).toEqual(rooms);
      }),
    );
  });

  it('counts adults and children as guests', () => {
    expect(
      countGuests([
        { adults: 2, children: 1, infants: 1, pets: 2 },
        { adults: 1, children: 0, infants: 0, pets: 0 },
      ]),
    ).toBe(4);
  });

  it('counts infants and pets over every room; a stay with any pet is travelling with pets', () => {
    const rooms = [
      { adults: 2, children: 0, infants: 1, pets: 2 },
      { adults: 1, children: 0, infants: 2, pets: 1 },
    ];
    expect(countInfants(rooms)).toBe(3);
    expect(countPets(rooms)).toBe(3);
    expect(isTravellingWithPets(rooms)).toBe(true);
    expect(isTravellingWithPets([{ adults: 2, children: 1, infants: 1, pets: 0 }])).toBe(false);
  });
});
