/** What kind of place a city is: drives prices over the year, tags and the kind of holiday homes. */
export type RegionKind = 'beach' | 'ski' | 'hills' | 'lake' | 'heritage' | 'city';

const KINDS: Record<Exclude<RegionKind, 'city'>, readonly string[]> = {
  beach: [
    'Goa',
    'Puducherry',
    'Kochi',
    'Alibaug',
    'Zandvoort',
    'Texel',
    'Noordwijk',
    'Domburg',
    'Egmond aan Zee',
    'Sylt',
    'Rügen',
    'Usedom',
    'Nice',
    'Biarritz',
    'Saint-Tropez',
    'Carnac',
    'Étretat',
    'Marbella',
    'Palma de Mallorca',
    'Ibiza',
    'Lloret de Mar',
    'San Sebastián',
    'Amalfi',
    'Monterosso al Mare',
    'Olbia',
    'Taormina',
    'St Ives',
    'Brighton',
    'Whitby',
    'Knokke-Heist',
    'Ostend',
    'De Haan',
  ],
  ski: [
    'Garmisch-Partenkirchen',
    'Berchtesgaden',
    'Chamonix-Mont-Blanc',
    'Innsbruck',
    'Kitzbühel',
    'Zell am See',
    'Sölden',
    'St. Anton am Arlberg',
    'Bad Gastein',
    'Mayrhofen',
    'Titisee-Neustadt',
  ],
  hills: [
    'Manali',
    'Shimla',
    'Darjeeling',
    'Ooty',
    'Munnar',
    'Coorg',
    'Nainital',
    'Rishikesh',
    'Lonavala',
    'Portree',
    'Windermere',
    'Durbuy',
    'Bouillon',
    'Spa',
    'Cochem',
  ],
  lake: ['Udaipur', 'Bellagio', 'Riva del Garda', 'Annecy', 'Hallstatt', 'Giethoorn'],
  heritage: ['Jaipur', 'Agra', 'Varanasi', 'Amritsar', 'Jaisalmer', 'Mysuru', 'Siena', 'Bruges', 'York', 'Bath', 'Avignon'],
};

const kindByCity = new Map<string, RegionKind>(Object.entries(KINDS).flatMap(([kind, names]) => names.map((name) => [name, kind as RegionKind] as const)));

export function regionKind(cityName: string): RegionKind {
  return kindByCity.get(cityName) ?? 'city';
}

/**
 * Price factor for a month (1–12) in a place: Indian beaches peak in winter and empty in the monsoon,
 * hill stations peak in early summer, European coasts in July and August, the Alps in winter.
 */
export function seasonFactor(countryCode: string, kind: RegionKind, month: number): number {
  if (countryCode === 'in') {
    if (kind === 'beach') return month === 12 ? 1.6 : [11, 1, 2].includes(month) ? 1.35 : month >= 6 && month <= 9 ? 0.75 : 1;
    if (kind === 'hills') return month >= 4 && month <= 6 ? 1.4 : month === 12 ? 1.25 : month === 7 || month === 8 ? 0.8 : 1;
    return month === 12 ? 1.2 : month >= 10 || month <= 3 ? 1.1 : 0.92;
  }
  if (kind === 'beach' || kind === 'lake')
    return month === 7 || month === 8 ? 1.6 : month === 6 ? 1.3 : month === 9 ? 1.2 : month === 5 ? 1.1 : month >= 11 || month <= 2 ? 0.75 : 0.9;
  if (kind === 'ski')
    return month === 2 ? 1.7 : month === 12 || month === 1 || month === 3 ? 1.6 : month === 7 || month === 8 ? 1.15 : [4, 5, 10, 11].includes(month) ? 0.75 : 1;
  return month === 12 ? 1.2 : [4, 5, 6, 9, 10].includes(month) ? 1.15 : month <= 2 ? 0.85 : 1;
}
