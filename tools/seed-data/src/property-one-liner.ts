import type { PropertyRow } from './rows';

// The first of a property's tags found here gives its one-liner; the order is what a guest cares about most.
const BY_TAG: ReadonlyArray<[string, Record<PropertyRow['propertyType'], (city: string) => string>]> = [
  ['near-beach', { hotel: (city) => `A short walk to the beach in ${city}`, home: (city) => `A home a short walk from the beach in ${city}` }],
  ['ski', { hotel: (city) => `Ski slopes close by in ${city}`, home: (city) => `Close to the ski slopes of ${city}` }],
  ['lakeside', { hotel: (city) => `By the lake in ${city}`, home: (city) => `A home by the lake in ${city}` }],
  ['mountain-view', { hotel: (city) => `Mountain views in ${city}`, home: (city) => `Mountain views from the windows in ${city}` }],
  ['heritage', { hotel: (city) => `A heritage stay in old ${city}`, home: (city) => `A heritage home in ${city}` }],
  ['city-centre', { hotel: (city) => `In the heart of ${city}`, home: (city) => `Live like a local in the heart of ${city}` }],
  ['business', { hotel: (city) => `Close to the business districts of ${city}`, home: (city) => `A quiet base for work in ${city}` }],
];

/** The property's one line, from its tags, type and city: the same property always gets the same line. */
export function propertyOneLiner(property: Pick<PropertyRow, 'propertyType' | 'category'>, tagSlugs: readonly string[], cityName: string): string {
  for (const [tag, lines] of BY_TAG) {
    if (tagSlugs.includes(tag)) return lines[property.propertyType](cityName);
  }
  return property.propertyType === 'hotel'
    ? `A ${property.category.toLowerCase()} hotel in ${cityName}`
    : `A ${property.category.toLowerCase()} to yourself in ${cityName}`;
}
