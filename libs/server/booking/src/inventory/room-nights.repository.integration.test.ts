import { describe, expect, it } from 'vitest';
import { useBookingDatabase } from '../testing/booking-database';
import { releaseRoomNights, takeRoomNights } from './room-nights.repository';
import { transactionalDatabase } from '@stays/server-core';
import { fixtureIds } from '@stays/server-catalogue/testing';

const database = useBookingDatabase();
const suite = fixtureIds.bagaSuite; // 2 rooms a night

async function sold(checkin: string, checkout: string): Promise<number[]> {
  const rows = await database().query<{ sold: number }>(
    'SELECT sold FROM room_nights WHERE room_category_id = $1 AND night >= $2 AND night < $3 ORDER BY night',
    [suite, checkin, checkout],
  );
  return rows.map((row) => row.sold);
}

describe('taking and releasing the rooms of a stay', () => {
  it('takes every night when each has the rooms free, and gives them back', async () => {
    const stay = { roomCategoryId: suite, checkin: '2026-03-10', checkout: '2026-03-13', rooms: 2 };
    expect(await takeRoomNights(database(), stay)).toBe(3);
    expect(await sold('2026-03-10', '2026-03-13')).toEqual([2, 2, 2]);
    expect(await releaseRoomNights(database(), stay)).toBe(3);
    expect(await sold('2026-03-10', '2026-03-13')).toEqual([0, 0, 0]);
  });

  it('skips a night without enough free rooms, so the caller can see the stay is short and roll back', async () => {
    await database().query(`UPDATE room_nights SET sold = 1 WHERE room_category_id = $1 AND night = '2026-03-15'`, [suite]);
    const stay = { roomCategoryId: suite, checkin: '2026-03-14', checkout: '2026-03-17', rooms: 2 };
    await expect(
      transactionalDatabase(database()).transaction(async (tx) => {
        const taken = await takeRoomNights(tx, stay);
        expect(taken).toBe(2);
        throw new Error('short stay: roll back');
      }),
    ).rejects.toThrow('short stay');
    expect(await sold('2026-03-14', '2026-03-17')).toEqual([0, 1, 0]);
  });

  it('counts a night without inventory as not taken', async () => {
    const stay = { roomCategoryId: suite, checkin: '2026-03-19', checkout: '2026-03-22', rooms: 1 };
    await expect(
      transactionalDatabase(database()).transaction(async (tx) => {
        expect(await takeRoomNights(tx, stay)).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await sold('2026-03-19', '2026-03-22')).toEqual([0]);
  });
});
