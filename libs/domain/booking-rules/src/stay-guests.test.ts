import { describe, expect, it } from 'vitest';
import { formatRoomsConfigQuery, roomsConfigQuery } from '@stays/validation';
import { spreadStayGuests, stayGuestTotals } from './stay-guests';

describe('a stay form keeps every guest of its rooms_config (room count, then adults, infants, children, pets per room)', () => {
  it.each([
    ['1,2,1,0,1', '1,2,1,0,1'],
    ['1,2,0,2,0', '1,2,0,2,0'],
    ['2,2,1,1,1,1,0,0,0', '2,2,1,1,1,1,0,0,0'],
    ['2,1,2,0,2,1,0,0,0', '2,1,1,0,1,1,1,0,1'],
  ])('%s counted and spread again gives %s', (asked, expected) => {
    const rooms = roomsConfigQuery.parse(asked);
    expect(formatRoomsConfigQuery(spreadStayGuests(stayGuestTotals(rooms)))).toBe(expected);
  });

  it('spreads adults one at a time with at least one per room, then children, infants and pets the same way', () => {
    expect(spreadStayGuests({ rooms: 2, adults: 1, children: 3, infants: 1, pets: 2 })).toEqual([
      { adults: 1, children: 2, infants: 1, pets: 1 },
      { adults: 1, children: 1, infants: 0, pets: 1 },
    ]);
  });
});
