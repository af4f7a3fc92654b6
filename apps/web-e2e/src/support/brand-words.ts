/**
 * What each brand calls the search form's fields (issue 18: the holiday-home brand speaks as one): a hotel site
 * searches "a city or hotel" and counts rooms; a holiday-home site searches "a destination or holiday home" and
 * counts homes.
 */
export const BRAND_WORDS = {
  hotel: {
    destination: 'Search for a city or hotel',
    roomsPicker: 'Rooms and guests',
    noMatch: (text: string) => `We could not find “${text}”. Try a city, an area or a hotel name.`,
  },
  homes: {
    destination: 'Search for a destination or holiday home',
    roomsPicker: 'Homes and guests',
    noMatch: (text: string) => `We could not find “${text}”. Try a town, a region or the name of a holiday home.`,
  },
} as const;
