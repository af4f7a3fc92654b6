import { describe, expect, it } from 'vitest';
import { flexibleDaysFromQuery, flexibleStays } from './flexible-days';

describe('flexibleDaysFromQuery', () => {
  it('reads 1, 2 and 3 and treats anything else as exact dates', () => {
    expect(['1', '2', '3'].map(flexibleDaysFromQuery)).toEqual([1, 2, 3]);
    expect([null, '', '0', '4', '-1', 'x', '1.5'].map(flexibleDaysFromQuery)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('flexibleStays', () => {
  const stay = { checkin: '2026-12-10', checkout: '2026-12-13' };

  it('is the asked stay alone for exact dates', () => {
    expect(flexibleStays(stay, 0, '2026-12-01')).toEqual([{ shift: 0, ...stay }]);
  });

  it('moves the whole stay, nearest days first, keeping its length', () => {
    expect(flexibleStays(stay, 2, '2026-12-01')).toEqual([
      { shift: 0, checkin: '2026-12-10', checkout: '2026-12-13' },
      { shift: -1, checkin: '2026-12-09', checkout: '2026-12-12' },
      { shift: 1, checkin: '2026-12-11', checkout: '2026-12-14' },
      { shift: -2, checkin: '2026-12-08', checkout: '2026-12-11' },
      { shift: 2, checkin: '2026-12-12', checkout: '2026-12-15' },
    ]);
  });

  it('never checks in before today', () => {
    expect(flexibleStays(stay, 3, '2026-12-09').map((shifted) => shifted.shift)).toEqual([0, -1, 1, 2, 3]);
  });

  it('goes no further than three days', () => {
    expect(flexibleStays(stay, 9, '2026-12-01')).toHaveLength(7);
  });
});
