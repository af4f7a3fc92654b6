import { describe, expect, it } from 'vitest';
import { listingQueryFromParams, listingQueryParams } from './listing-query';
import { quickFilterChips } from './quick-filter-chips';

const read = (search: string) => listingQueryFromParams(new URLSearchParams(search));
const chipsOf = (search: string, type: 'hotel' | 'home' = 'hotel') => quickFilterChips(read(search), type);
const tapped = (search: string, key: string, type: 'hotel' | 'home' = 'hotel') => {
  const chip = chipsOf(search, type).find((candidate) => candidate.key === key);
  if (!chip) throw new Error(`no ${key} chip`);
  return listingQueryParams(chip.toggled);
};

describe('quick filter chips', () => {
  it('offers couple friendly on hotel listings only', () => {
    expect(chipsOf('').map((chip) => chip.key)).toEqual(['pay_at_hotel', 'couple_friendly', 'pets_allowed', 'rating_4_plus', 'hide_sold_out']);
    expect(chipsOf('', 'home').map((chip) => chip.key)).toEqual(['pay_at_hotel', 'pets_allowed', 'rating_4_plus', 'hide_sold_out']);
  });

  it('shows which are on, from the URL', () => {
    const active = chipsOf('quick=couple_friendly&pets=1&rating=4&available=1')
      .filter((chip) => chip.active)
      .map((chip) => chip.key);
    expect(active).toEqual(['couple_friendly', 'pets_allowed', 'rating_4_plus', 'hide_sold_out']);
    expect(chipsOf('rating=4.5').find((chip) => chip.key === 'rating_4_plus')?.active).toBe(false);
  });

  it.each([
    ['', 'pay_at_hotel', [['quick', 'pay_at_hotel']]],
    ['quick=couple_friendly', 'pay_at_hotel', [['quick', 'pay_at_hotel,couple_friendly']]],
    ['quick=pay_at_hotel,couple_friendly', 'pay_at_hotel', [['quick', 'couple_friendly']]],
    ['', 'pets_allowed', [['pets', '1']]],
    ['rating=4.5', 'rating_4_plus', [['rating', '4']]],
    ['rating=4', 'rating_4_plus', []],
    ['available=1', 'hide_sold_out', []],
    [
      'sort=rating&amenities=1&page=3',
      'hide_sold_out',
      [
        ['sort', 'rating'],
        ['amenities', '1'],
        ['available', '1'],
      ],
    ],
  ])('on %j, tapping %s leads to %j (other choices kept, page 1)', (search, key, params) => {
    expect(tapped(search, key)).toEqual(params);
  });
});
