import type { FooterCity, FooterLinkGroup, PopularCity } from '../countries';

/**
 * The footer link groups and popular cities of the country sites (accounts-commerce §3 "popular_cities",
 * "footerLinks"), over cities the catalogue has stays in; tools/seed-data proves every link lists some.
 */
const citiesOf =
  (countryName: string) =>
  (...entries: [name: string, slug: string, displayName?: string][]): FooterCity[] =>
    entries.map(([name, slug, displayName]) => ({ name, slug, countryName, ...(displayName ? { displayName } : {}) }));

const LISTING_PATTERN = '/hotels-in-{city}';
/** The city's theme page for stays near the beach (guest-journey §2 /{city}/hotels-in-{city}-{tag}). */
const NEAR_BEACH_PATTERN = '/{city}/hotels-in-{city}-near-beach';

const inCities = (title: FooterLinkGroup['title'], propertyType: 'hotel' | 'home', cities: readonly FooterCity[]): FooterLinkGroup => ({
  title,
  propertyType,
  urls: [{ pattern: LISTING_PATTERN, heading: 'staysInCity', cities }],
});

const nearTheSea = (propertyType: 'hotel' | 'home', cities: readonly FooterCity[]): FooterLinkGroup => ({
  title: 'nearTheSea',
  propertyType,
  urls: [{ pattern: NEAR_BEACH_PATTERN, heading: 'staysNearTheSeaInCity', cities }],
});

const popular = (cities: readonly FooterCity[]): PopularCity[] =>
  cities.map(({ name, slug, displayName }) => ({ name, slug, imageUrl: null, ...(displayName ? { displayName } : {}) }));

const india = citiesOf('India');

/** India's names in Arabic: the Arabic markets' sites show them (accounts-commerce §3 "display_name (Arabic markets)"). */
const INDIA_HOTEL_CITIES = india(
  ['Mumbai', 'mumbai', 'مومباي'],
  ['New Delhi', 'new-delhi', 'نيودلهي'],
  ['Bengaluru', 'bengaluru', 'بنغالور'],
  ['Hyderabad', 'hyderabad', 'حيدر آباد'],
  ['Chennai', 'chennai', 'تشيناي'],
  ['Gurugram', 'gurugram', 'غوروغرام'],
  ['Goa', 'goa', 'غوا'],
  ['Jaipur', 'jaipur', 'جايبور'],
  ['Kolkata', 'kolkata', 'كولكاتا'],
  ['Agra', 'agra', 'آغرا'],
);
const INDIA_BEACH_HOTEL_CITIES = india(['Goa', 'goa', 'غوا'], ['Kochi', 'kochi', 'كوتشي'], ['Puducherry', 'puducherry', 'بودوتشيري']);
const INDIA_HOME_CITIES = india(
  ['Goa', 'goa'],
  ['Manali', 'manali'],
  ['Ooty', 'ooty'],
  ['Shimla', 'shimla'],
  ['Udaipur', 'udaipur'],
  ['Lonavala', 'lonavala'],
  ['Nainital', 'nainital'],
  ['Darjeeling', 'darjeeling'],
  ['Rishikesh', 'rishikesh'],
  ['Alibaug', 'alibaug'],
);
const INDIA_BEACH_HOME_CITIES = india(['Goa', 'goa'], ['Alibaug', 'alibaug']);

const withoutArabic = (cities: readonly FooterCity[]): FooterCity[] => cities.map(({ displayName: _arabic, ...city }) => city);

/** India, sold by both brands: hotels of Nivaas, holiday homes of Dunelight Homes India. */
export const INDIA_SITE = {
  popularCities: popular(withoutArabic(INDIA_HOTEL_CITIES)),
  footerLinks: [
    inCities('popularCities', 'hotel', withoutArabic(INDIA_HOTEL_CITIES)),
    nearTheSea('hotel', withoutArabic(INDIA_BEACH_HOTEL_CITIES)),
    inCities('popularCities', 'home', INDIA_HOME_CITIES),
    nearTheSea('home', INDIA_BEACH_HOME_CITIES),
  ],
};

/** A market of the hotel brand without hotels of its own in the catalogue: the brand's Indian cities. */
export const HOTEL_MARKET_SITE = {
  popularCities: INDIA_SITE.popularCities,
  footerLinks: INDIA_SITE.footerLinks.filter((group) => group.propertyType === 'hotel'),
};

/** An Arabic market of the hotel brand: the same Indian cities, with their Arabic names. */
export const ARABIC_MARKET_SITE = {
  popularCities: popular(INDIA_HOTEL_CITIES),
  footerLinks: [inCities('popularCities', 'hotel', INDIA_HOTEL_CITIES), nearTheSea('hotel', INDIA_BEACH_HOTEL_CITIES)],
};

const nl = citiesOf('Netherlands');
const de = citiesOf('Germany');
const fr = citiesOf('France');
const es = citiesOf('Spain');
const at = citiesOf('Austria');
const it = citiesOf('Italy');
const gb = citiesOf('United Kingdom');
const be = citiesOf('Belgium');

const homeSite = (cities: readonly FooterCity[], ...more: FooterLinkGroup[]) => ({
  popularCities: popular(cities.slice(0, 8)),
  footerLinks: [inCities('popularCities', 'home', cities), ...more],
});

export const NETHERLANDS_SITE = homeSite(
  nl(
    ['Amsterdam', 'amsterdam'],
    ['Noordwijk', 'noordwijk'],
    ['Zandvoort', 'zandvoort'],
    ['Egmond aan Zee', 'egmond-aan-zee'],
    ['Domburg', 'domburg'],
    ['Texel', 'texel'],
    ['Maastricht', 'maastricht'],
    ['Giethoorn', 'giethoorn'],
  ),
  nearTheSea(
    'home',
    nl(['Zandvoort', 'zandvoort'], ['Noordwijk', 'noordwijk'], ['Egmond aan Zee', 'egmond-aan-zee'], ['Domburg', 'domburg'], ['Texel', 'texel']),
  ),
);

export const GERMANY_SITE = homeSite(
  de(
    ['Berlin', 'berlin'],
    ['Munich', 'munich'],
    ['Sylt', 'sylt'],
    ['Rügen', 'rugen'],
    ['Usedom', 'usedom'],
    ['Garmisch-Partenkirchen', 'garmisch-partenkirchen'],
    ['Titisee-Neustadt', 'titisee-neustadt'],
    ['Berchtesgaden', 'berchtesgaden'],
    ['Cochem', 'cochem'],
  ),
  nearTheSea('home', de(['Sylt', 'sylt'], ['Rügen', 'rugen'], ['Usedom', 'usedom'])),
  inCities(
    'inTheMountains',
    'home',
    de(['Garmisch-Partenkirchen', 'garmisch-partenkirchen'], ['Berchtesgaden', 'berchtesgaden'], ['Titisee-Neustadt', 'titisee-neustadt']),
  ),
);

export const FRANCE_SITE = homeSite(
  fr(
    ['Paris', 'paris'],
    ['Nice', 'nice'],
    ['Chamonix-Mont-Blanc', 'chamonix-mont-blanc'],
    ['Biarritz', 'biarritz'],
    ['Saint-Tropez', 'saint-tropez'],
    ['Annecy', 'annecy'],
    ['Avignon', 'avignon'],
  ),
  nearTheSea('home', fr(['Biarritz', 'biarritz'], ['Nice', 'nice'], ['Saint-Tropez', 'saint-tropez'])),
  inCities('inTheMountains', 'home', fr(['Chamonix-Mont-Blanc', 'chamonix-mont-blanc'], ['Annecy', 'annecy'])),
);

export const SPAIN_SITE = homeSite(
  es(
    ['Madrid', 'madrid'],
    ['Barcelona', 'barcelona'],
    ['Lloret de Mar', 'lloret-de-mar'],
    ['San Sebastián', 'san-sebastian'],
    ['Palma de Mallorca', 'palma-de-mallorca'],
    ['Marbella', 'marbella'],
    ['Seville', 'seville'],
  ),
  nearTheSea(
    'home',
    es(['Lloret de Mar', 'lloret-de-mar'], ['San Sebastián', 'san-sebastian'], ['Palma de Mallorca', 'palma-de-mallorca'], ['Marbella', 'marbella']),
  ),
);

export const AUSTRIA_SITE = homeSite(
  at(
    ['Vienna', 'vienna'],
    ['Salzburg', 'salzburg'],
    ['Kitzbühel', 'kitzbuhel'],
    ['St. Anton am Arlberg', 'st-anton-am-arlberg'],
    ['Hallstatt', 'hallstatt'],
    ['Zell am See', 'zell-am-see'],
  ),
  inCities('inTheMountains', 'home', at(['Kitzbühel', 'kitzbuhel'], ['St. Anton am Arlberg', 'st-anton-am-arlberg'], ['Zell am See', 'zell-am-see'])),
);

export const ITALY_SITE = homeSite(
  it(
    ['Rome', 'rome'],
    ['Florence', 'florence'],
    ['Venice', 'venice'],
    ['Siena', 'siena'],
    ['Amalfi', 'amalfi'],
    ['Taormina', 'taormina'],
    ['Olbia', 'olbia'],
    ['Riva del Garda', 'riva-del-garda'],
  ),
  nearTheSea('home', it(['Taormina', 'taormina'], ['Amalfi', 'amalfi'], ['Olbia', 'olbia'], ['Monterosso al Mare', 'monterosso-al-mare'])),
);

export const UNITED_KINGDOM_SITE = homeSite(
  gb(
    ['London', 'london'],
    ['York', 'york'],
    ['Windermere', 'windermere'],
    ['Bath', 'bath'],
    ['Edinburgh', 'edinburgh'],
    ['Brighton', 'brighton'],
    ['Whitby', 'whitby'],
  ),
  nearTheSea('home', gb(['Brighton', 'brighton'], ['Whitby', 'whitby'])),
);

export const BELGIUM_SITE = homeSite(
  be(['Brussels', 'brussels'], ['Bruges', 'bruges'], ['Antwerp', 'antwerp'], ['Ostend', 'ostend'], ['Knokke-Heist', 'knokke-heist']),
  nearTheSea('home', be(['Ostend', 'ostend'], ['Knokke-Heist', 'knokke-heist'])),
);

/** A market of the holiday-home brand without homes of its own in the catalogue: its favourites across Europe. */
export const HOME_MARKET_SITE = {
  popularCities: popular([
    ...nl(['Amsterdam', 'amsterdam']),
    ...fr(['Paris', 'paris']),
    ...gb(['London', 'london']),
    ...de(['Sylt', 'sylt']),
    ...it(['Florence', 'florence']),
  ]),
  footerLinks: [
    inCities('cityBreaks', 'home', [
      ...nl(['Amsterdam', 'amsterdam']),
      ...fr(['Paris', 'paris']),
      ...gb(['London', 'london']),
      ...es(['Madrid', 'madrid']),
      ...at(['Vienna', 'vienna']),
      ...be(['Brussels', 'brussels']),
      ...de(['Berlin', 'berlin']),
      ...it(['Rome', 'rome']),
    ]),
    nearTheSea('home', [
      ...nl(['Noordwijk', 'noordwijk']),
      ...de(['Sylt', 'sylt']),
      ...fr(['Biarritz', 'biarritz']),
      ...es(['Marbella', 'marbella']),
      ...it(['Taormina', 'taormina']),
      ...gb(['Brighton', 'brighton']),
      ...be(['Ostend', 'ostend']),
    ]),
  ],
};
