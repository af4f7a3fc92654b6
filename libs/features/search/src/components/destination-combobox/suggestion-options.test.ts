import { describe, expect, it } from 'vitest';
import { city } from '../../testing/fixtures';
import { recentSearchEntry } from './recent-search-entry';
import { toStartGroups } from './suggestion-options';

const goa = { type: 'city' as const, name: 'Goa', citySlug: 'goa' };

describe('what an empty destination box offers', () => {
  it('the recent searches first (at most 3, as stored newest first), then trending cities (at most 10) not already recent', () => {
    const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms: [{ adults: 2, children: 0, infants: 0, pets: 0 }], flexibleDaysCount: 1 };
    const recent = ['Goa', 'Pune', 'Jaipur', 'Delhi'].map((name) =>
      recentSearchEntry({ destination: { ...goa, name, citySlug: name.toLowerCase() }, stay, path: `/hotels-in-${name.toLowerCase()}`, siteCountryId: 1 }),
    );
    const popular = Array.from({ length: 14 }, (_, index) => city({ id: index + 1, name: index === 0 ? 'Goa' : `City ${index}`, slug: `city-${index}` }));
    const [recentGroup, trendingGroup] = toStartGroups(recent, popular, (entry) => `± ${entry.flexibleDaysCount} day`);
    expect(recentGroup?.key).toBe('recent');
    expect(recentGroup?.options.map((option) => option.label)).toEqual(['Goa', 'Pune', 'Jaipur']);
    expect(recentGroup?.options.map((option) => option.detail)).toEqual(['± 1 day', '± 1 day', '± 1 day']);
    expect(recentGroup?.options[0]?.recent).toBe(recent[0]);
    expect(trendingGroup?.key).toBe('trending');
    expect(trendingGroup?.options).toHaveLength(10);
    expect(trendingGroup?.options.map((option) => option.label)).not.toContain('Goa');
    expect(trendingGroup?.options[0]?.destination).toEqual({ type: 'city', name: 'City 1', citySlug: 'city-1', cityId: 2 });
  });

  it('with neither, offers nothing (the list stays closed)', () => {
    expect(toStartGroups([], [], () => null)).toEqual([]);
  });
});
