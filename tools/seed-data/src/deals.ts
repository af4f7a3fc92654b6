import { DateTime } from 'luxon';
import type { BulkColumn } from './bulk-insert';
import type { BrandId, CityRow, PropertyRow } from './rows';

/** A deal as the deals table holds it (libs/server/db/src/schema/deals.ts). */
export interface DealRow {
  id: number;
  urlName: string;
  brandId: BrandId;
  title: string;
  description: string;
  discountPercentage: number;
  terms: string[];
  validFrom: string;
  validUntil: string;
  stayFrom: string;
  stayUntil: string;
}

export interface DealPropertyRow {
  dealId: number;
  propertyId: number;
}

type DealSpec = Omit<DealRow, 'id' | 'validFrom' | 'validUntil' | 'stayFrom' | 'stayUntil'> & {
  /** Days from the start date: on offer from..until, and the stays covered from..until (checkout day). */
  offerDays: [number, number];
  stayDays: [number, number];
  /** Its properties: the most popular active ones of the brand in these cities, at most `perCity` each. */
  citySlugs: string[];
  perCity: number;
};

const COMMON_TERMS = ['The discount applies to the room price before taxes.', 'Valid for new bookings only; it cannot be combined with another deal.'];

/**
 * The deals of both brands: a hotel sale across big cities, a beach deal, a hill-station deal for Indian holiday
 * homes, two for European homes, and one expired (its page is not found). The same for every size.
 */
const DEALS: DealSpec[] = [
  {
    urlName: 'big-city-weekends',
    brandId: 'nivaas',
    title: 'Big City Weekends',
    description: 'Save 15% on Nivaas hotels in Mumbai, New Delhi and Bengaluru for stays in the coming three months.',
    discountPercentage: 15,
    terms: [...COMMON_TERMS, 'Stays must check out within the deal’s stay dates.'],
    offerDays: [-7, 60],
    stayDays: [0, 90],
    citySlugs: ['mumbai', 'new-delhi', 'bengaluru'],
    perCity: 4,
  },
  {
    urlName: 'goa-beach-escape',
    brandId: 'nivaas',
    title: 'Goa Beach Escape',
    description: 'Take 20% off Nivaas hotels by the beaches of Goa and Puducherry this season.',
    discountPercentage: 20,
    terms: [...COMMON_TERMS, 'Subject to room availability at each hotel.'],
    offerDays: [-14, 45],
    stayDays: [0, 120],
    citySlugs: ['goa', 'puducherry'],
    perCity: 4,
  },
  {
    urlName: 'hill-station-homes',
    brandId: 'dunelight-in',
    title: 'Hill Station Homes',
    description: '12% off holiday homes in Manali, Shimla and Ooty for cool mountain breaks.',
    discountPercentage: 12,
    terms: [...COMMON_TERMS, 'Pets are welcome only where the home allows them.'],
    offerDays: [-10, 90],
    stayDays: [0, 180],
    citySlugs: ['manali', 'shimla', 'ooty'],
    perCity: 3,
  },
  {
    urlName: 'dutch-coast-break',
    brandId: 'dunelight',
    title: 'Dutch Coast Break',
    description: '10% off holiday homes by the North Sea in Zandvoort, Noordwijk and Egmond aan Zee.',
    discountPercentage: 10,
    terms: [...COMMON_TERMS, 'Tourist tax is charged by the home on arrival.'],
    offerDays: [-5, 75],
    stayDays: [0, 150],
    citySlugs: ['zandvoort', 'noordwijk', 'egmond-aan-zee'],
    perCity: 3,
  },
  {
    urlName: 'alpine-winter-homes',
    brandId: 'dunelight',
    title: 'Alpine Winter Homes',
    description: '18% off chalets and apartments in Chamonix, Salzburg and Garmisch-Partenkirchen.',
    discountPercentage: 18,
    terms: [...COMMON_TERMS, 'Ski passes are not included.'],
    offerDays: [-3, 100],
    stayDays: [0, 150],
    citySlugs: ['chamonix-mont-blanc', 'salzburg', 'garmisch-partenkirchen'],
    perCity: 3,
  },
  {
    urlName: 'monsoon-sale',
    brandId: 'nivaas',
    title: 'Monsoon Sale',
    description: 'Last season’s 25% off Nivaas hotels in Mumbai.',
    discountPercentage: 25,
    terms: COMMON_TERMS,
    offerDays: [-200, -20],
    stayDays: [-200, -10],
    citySlugs: ['mumbai'],
    perCity: 2,
  },
];

export function generateDeals(
  startDate: string,
  cities: readonly CityRow[],
  properties: readonly PropertyRow[],
): { deals: DealRow[]; dealProperties: DealPropertyRow[] } {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  const deals: DealRow[] = [];
  const dealProperties: DealPropertyRow[] = [];
  DEALS.forEach(({ offerDays, stayDays, citySlugs, perCity, ...deal }, index) => {
    const id = index + 1;
    deals.push({
      ...deal,
      id,
      validFrom: start.plus({ days: offerDays[0] }).toISO() ?? '',
      validUntil: start.plus({ days: offerDays[1] }).toISO() ?? '',
      stayFrom: start.plus({ days: stayDays[0] }).toISODate() ?? '',
      stayUntil: start.plus({ days: stayDays[1] }).toISODate() ?? '',
    });
    for (const slug of citySlugs) {
      const city = cities.find((candidate) => candidate.slug === slug);
      if (!city) throw new Error(`deal ${deal.urlName}: no city ${slug}`);
      const picked = properties
        .filter((property) => property.cityId === city.id && property.brandId === deal.brandId && property.status === 'active')
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, perCity);
      for (const property of picked) dealProperties.push({ dealId: id, propertyId: property.id });
    }
  });
  return { deals, dealProperties };
}

const col = <Row>(name: string, type: string, value: (row: Row) => unknown): BulkColumn<Row> => ({ name, type, value });

export const dealColumns: BulkColumn<DealRow>[] = [
  col('id', 'int', (r) => r.id),
  col('url_name', 'text', (r) => r.urlName),
  col('brand_id', 'text', (r) => r.brandId),
  col('title', 'text', (r) => r.title),
  col('description', 'text', (r) => r.description),
  col('discount_percentage', 'int', (r) => r.discountPercentage),
  // unnest flattens arrays of arrays: the terms travel as one line-separated text each.
  { name: 'terms', type: 'text', value: (r) => r.terms.join('\n'), cast: (column) => `string_to_array(${column}, E'\\n')` },
  col('valid_from', 'timestamptz', (r) => r.validFrom),
  col('valid_until', 'timestamptz', (r) => r.validUntil),
  col('stay_from', 'date', (r) => r.stayFrom),
  col('stay_until', 'date', (r) => r.stayUntil),
];

export const dealPropertyColumns: BulkColumn<DealPropertyRow>[] = [col('deal_id', 'int', (r) => r.dealId), col('property_id', 'int', (r) => r.propertyId)];
