import { describe, expect, it } from 'vitest';
import { isRecentSearch, recentSearchEntry, searchAgainValues } from './recent-search-entry';

const rooms = [
  { adults: 2, children: 1, infants: 1, pets: 0 },
  { adults: 1, children: 0, infants: 0, pets: 1 },
];
const stay = { checkin: '2030-05-01', checkout: '2030-05-03', rooms, flexibleDaysCount: 2 };
const goa = { type: 'city' as const, name: 'Goa', citySlug: 'goa', cityId: 5 };

// guest-journey §3: "Recent search entry: location, checkin, checkout, guests, searchType, rooms, city, pathName, …"
const SPEC_FIELDS = [
  'location',
  'checkin',
  'checkout',
  'guests',
  'searchType',
  'rooms',
  'city',
  'pathName',
  'latitude',
  'longitude',
  'rooms_config',
  'roomConfig',
  'cityId',
  'tag',
  'filters',
  'countryId',
  'locationId',
  'isLatLngSearch',
  'flexibleDaysCount',
];

describe('the entry remembered for a search (guest-journey §3)', () => {
  it('keeps every field of the spec, the flexible days among them, and the destination to search again', () => {
    const entry = recentSearchEntry({ destination: goa, stay, path: '/hotels-in-goa?checkin=2030-05-01&flexible_days_count=2', siteCountryId: 1 });
    expect(Object.keys(entry).sort()).toEqual([...SPEC_FIELDS, 'destination'].sort());
    expect(entry).toEqual({
      location: 'Goa',
      checkin: '2030-05-01',
      checkout: '2030-05-03',
      guests: 4,
      searchType: 'city',
      rooms: 2,
      city: 'goa',
      pathName: '/hotels-in-goa',
      latitude: null,
      longitude: null,
      rooms_config: '2,2,1,1,0,1,0,0,1',
      roomConfig: rooms,
      cityId: 5,
      tag: null,
      filters: {},
      countryId: 1,
      locationId: null,
      isLatLngSearch: false,
      flexibleDaysCount: 2,
      destination: goa,
    });
    // A copy: the form changing its rooms later does not change what was remembered.
    expect(entry.roomConfig).not.toBe(rooms);
  });

  it.each([
    [
      'a hotel abroad',
      { type: 'hotel' as const, name: 'Canal House', hotelId: 88, countryId: 143 },
      { searchType: 'hotel', locationId: 88, countryId: 143, city: null, cityId: null },
    ],
    ['a holiday park', { type: 'holidayPark' as const, name: 'Duinpark', parkId: 7 }, { searchType: 'holiday_park', locationId: 7, countryId: 1 }],
    [
      'a collection',
      { type: 'collection' as const, name: 'Townhouse', collection: 'townhouse' as const, countryId: 1 },
      { searchType: 'townhouse', locationId: null },
    ],
    [
      'a theme of a city',
      { type: 'tag' as const, name: 'Beach hotels in Goa', citySlug: 'goa', tagSlug: 'beach', cityId: 5 },
      { searchType: 'tag', city: 'goa', cityId: 5, tag: 'beach' },
    ],
    [
      'a locality',
      { type: 'locality' as const, name: 'Colaba', citySlug: 'mumbai', localitySlug: 'colaba', near: false },
      { searchType: 'locality', city: 'mumbai', cityId: null },
    ],
  ])('names the place searched for %s', (_case, destination, expected) => {
    expect(recentSearchEntry({ destination, stay, path: '/somewhere/', siteCountryId: 1 })).toMatchObject(expected);
  });

  it('an open search keeps no dates and no flexible days', () => {
    const entry = recentSearchEntry({
      destination: goa,
      stay: { checkin: '', checkout: '', rooms, isOpenSearch: true },
      path: '/hotels-in-goa?isOpenSearch=true',
      siteCountryId: 1,
    });
    expect(entry).toMatchObject({ checkin: '', checkout: '', flexibleDaysCount: 0 });
  });
});

describe('what storage holds', () => {
  const entry = recentSearchEntry({ destination: goa, stay, path: '/hotels-in-goa', siteCountryId: 1 });

  it('is searched again only when it is a whole entry', () => {
    expect(isRecentSearch(JSON.parse(JSON.stringify(entry)))).toBe(true);
    // An entry of the time only the chosen place was remembered.
    expect(isRecentSearch({ location: 'Goa', cityId: null, locationId: null, destination: goa })).toBe(false);
    expect(isRecentSearch({ ...entry, roomConfig: [] })).toBe(false);
    expect(isRecentSearch({ ...entry, roomConfig: [{ adults: 'two', children: 0, infants: 0, pets: 0 }] })).toBe(false);
    expect(isRecentSearch({ ...entry, flexibleDaysCount: 9 })).toBe(false);
    expect(isRecentSearch({ ...entry, destination: { type: 'planet', name: 'Mars' } })).toBe(false);
    expect(isRecentSearch(null)).toBe(false);
  });
});

describe('searching again', () => {
  const entry = recentSearchEntry({ destination: goa, stay, path: '/hotels-in-goa', siteCountryId: 1 });

  it('takes back the place, the guests, the flexible days and the dates', () => {
    expect(searchAgainValues(entry, '2030-04-01')).toEqual({
      destination: goa,
      destinationText: 'Goa',
      rooms,
      flexibleDaysCount: 2,
      checkin: '2030-05-01',
      checkout: '2030-05-03',
    });
  });

  it('keeps the form its own dates once the check-in has passed', () => {
    expect(searchAgainValues(entry, '2030-05-02')).toEqual({ destination: goa, destinationText: 'Goa', rooms, flexibleDaysCount: 2 });
  });

  it('an open search clears the dates again', () => {
    const open = recentSearchEntry({
      destination: goa,
      stay: { checkin: '', checkout: '', rooms, isOpenSearch: true },
      path: '/hotels-in-goa',
      siteCountryId: 1,
    });
    expect(searchAgainValues(open, '2030-05-02')).toMatchObject({ checkin: '', checkout: '', flexibleDaysCount: 0 });
  });
});
