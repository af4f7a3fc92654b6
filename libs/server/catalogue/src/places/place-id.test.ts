import { describe, expect, it } from 'vitest';
import { parsePlaceId } from './place-id';

describe('parsePlaceId', () => {
  it('reads the ids the autocomplete gives, a sentence as its place', () => {
    expect(parsePlaceId('city-12')).toEqual({ kind: 'city', id: 12 });
    expect(parsePlaceId('holiday_park-3')).toEqual({ kind: 'holiday_park', id: 3 });
    expect(parsePlaceId('sentence-locality-4')).toEqual({ kind: 'locality', id: 4 });
    expect(parsePlaceId('tag-couple-friendly-7')).toEqual({ kind: 'tag', slug: 'couple-friendly', cityId: 7 });
    expect(parsePlaceId('collection-silverkey')).toEqual({ kind: 'collection', collection: 'silverkey' });
  });

  it('names no place for other ids: a Google place id, an unknown kind, an id beyond a database integer', () => {
    for (const id of ['ChIJN1t_tDeuEmsRUsoyG83frY4', 'planet-3', 'city-0', 'city-2147483648', 'city-12x', 'collection-penthouse', 'sentence-sentence-city-1']) {
      expect(parsePlaceId(id)).toBeNull();
    }
  });
});
