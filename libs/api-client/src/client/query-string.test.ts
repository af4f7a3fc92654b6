import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString writes the spec’s bracket names, which the server reads back with qs', () => {
  it('writes a search query', () => {
    expect(
      toQueryString({
        filters: { city_id: 4, available: false },
        available_room_count: { checkin: '2030-05-01', checkout: '2030-05-03' },
        rooms_config: '1,2,0,0,0',
        brand_name: undefined,
        coupon: null,
      }),
    ).toBe(
      'filters[city_id]=4&filters[available]=false&available_room_count[checkin]=2030-05-01&available_room_count[checkout]=2030-05-03&rooms_config=1%2C2%2C0%2C0%2C0',
    );
  });

  it('encodes values that would break the query', () => {
    expect(toQueryString({ query: 'Bed & Breakfast = 100%?' })).toBe('query=Bed%20%26%20Breakfast%20%3D%20100%25%3F');
  });

  // An empty group cannot be written in a query string (qs drops it too), so groups have at least one key.
  // qs also drops names of Object.prototype ('constructor', '__proto__'…) against prototype pollution; no
  // parameter of the spec is named so.
  it('round-trips through qs.parse for nested strings', () => {
    const key = fc.stringMatching(/^[a-z_]{1,12}$/).filter((name) => !(name in Object.prototype));
    const leaf = fc.string({ maxLength: 20 });
    const tree = fc.dictionary(key, fc.oneof(leaf, fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 4 })), { maxKeys: 5 });
    fc.assert(
      fc.property(tree, (query) => {
        expect(qs.parse(toQueryString(query), { depth: 5 })).toEqual(query);
      }),
    );
  });
});
