import { describe, expect, it } from 'vitest';
import { checkinIdTypes, toShowPlayAndWin } from './country-engagement';

describe('checkinIdTypes: the documents a guest may show at online check-in', () => {
  it.each([
    ['in', 'in', ['aadhaar', 'passport', 'driving_licence', 'voter_id']],
    ['in', 'gb', ['passport']],
    ['nl', 'de', ['national_id', 'passport']],
    ['nl', 'in', ['passport']],
    ['gb', 'gb', ['passport', 'driving_licence']],
    ['gb', 'fr', ['passport']],
  ])('a stay in %s, a guest from %s: %j', (stay, nationality, types) => {
    expect(checkinIdTypes(stay, nationality)).toEqual(types);
  });
});

describe('toShowPlayAndWin', () => {
  it.each([
    ['in', true],
    ['gb', true],
    ['de', false],
    ['fr', false],
  ])('%s: %s', (code, shown) => expect(toShowPlayAndWin(code)).toBe(shown));
});
