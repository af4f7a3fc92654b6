import { describe, expect, it } from 'vitest';
import { hotelPageState } from './page-state';

describe('hotel page state (guest-journey §4)', () => {
  it.each([
    [{ loading: true, hasRooms: true, failed: false, categoryCount: 2 }, 'fetching'],
    [{ loading: false, hasRooms: true, failed: true, categoryCount: 0 }, 'error'],
    [{ loading: false, hasRooms: false, failed: false, categoryCount: 0 }, 'partial'],
    [{ loading: false, hasRooms: true, failed: false, categoryCount: 0 }, 'error'],
    [{ loading: false, hasRooms: true, failed: false, categoryCount: 3 }, 'success'],
  ] as const)('%o is %s', (input, state) => {
    expect(hotelPageState(input)).toBe(state);
  });
});
