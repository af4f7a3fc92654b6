import { describe, expect, it } from 'vitest';
import { occupancyMix, priceOneNight, priceStay, type CategoryTariffs, type OccupancyMix } from '@stays/pricing';
import { nightPriceSql } from './price-stay-sql';
import { useCatalogueDatabase } from '../testing/catalogue-database';

const database = useCatalogueDatabase();

interface NightRow extends CategoryTariffs {
  room_category_id: number;
  night: string;
  price_minor: number;
  slasher_price_minor: number | null;
  sql_price: number;
  sql_slasher_price: number;
}

/** Every stored night, priced by the SQL twin for one occupancy mix. */
function storedNightsPricedInSql(mix: OccupancyMix) {
  return database.query<NightRow>(
    `SELECT rn.room_category_id, rn.night::text AS night, rn.price_minor, rn.slasher_price_minor,
            rc.single_bed_base_tariff, rc.double_bed_base_tariff, rc.extra_bed_base_tariff,
            ${nightPriceSql('rn.price_minor', mix)}::bigint AS sql_price,
            ${nightPriceSql('coalesce(rn.slasher_price_minor, rn.price_minor)', mix)}::bigint AS sql_slasher_price
       FROM room_nights rn JOIN room_categories rc ON rc.id = rn.room_category_id
      ORDER BY rn.room_category_id, rn.night`,
  );
}

const occupancies: [string, number[]][] = [
  ['one adult', [1]],
  ['two adults', [2]],
  ['three adults', [3]],
  ['a single and a room of four', [1, 4]],
  ['four rooms of 1, 1, 2 and 5 adults', [1, 1, 2, 5]],
];

describe('the stay pricing rule in SQL gives the amounts of @stays/pricing for the stored nights', () => {
  it.each(occupancies)('%s: every night, price and slasher price', async (_case, adults) => {
    const mix = occupancyMix(adults);
    const rows = await storedNightsPricedInSql(mix);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const where = `category ${row.room_category_id}, night ${row.night}`;
      expect(Number(row.sql_price), where).toBe(priceOneNight(row.price_minor, row, mix));
      expect(Number(row.sql_slasher_price), where).toBe(priceOneNight(row.slasher_price_minor ?? row.price_minor, row, mix));
    }
  });

  it.each(occupancies)('%s: a stay summed in SQL is the stay priced in TypeScript', async (_case, adults) => {
    const mix = occupancyMix(adults);
    const rows = await storedNightsPricedInSql(mix);
    const byCategory = new Map<number, NightRow[]>();
    for (const row of rows) byCategory.set(row.room_category_id, [...(byCategory.get(row.room_category_id) ?? []), row]);
    for (const [categoryId, nights] of byCategory) {
      const first = nights[0] as NightRow;
      const price = priceStay(nights, first, adults);
      const sqlTotal = nights.reduce((sum, night) => sum + Number(night.sql_price), 0);
      expect(sqlTotal, `category ${categoryId}`).toBe(price.total_price);
    }
  });
});

describe('the SQL twin rounds the one-adult price like the TypeScript rule', () => {
  // Rates and tariffs that put the single-occupancy price on .5 and on either side of it; a category without
  // a double tariff charges the night price.
  it.each([
    [2, 3, 4],
    [1, 1, 2],
    [3, 1, 2],
    [5, 1, 3],
    [7, 2, 3],
    [101, 75, 100],
    [420_000, 0, 0],
  ])('rate %i, single %i, double %i', async (rate, single, double) => {
    const tariffs: CategoryTariffs = { single_bed_base_tariff: single, double_bed_base_tariff: double, extra_bed_base_tariff: 0 };
    const mix = occupancyMix([1]);
    const [row] = await database.query<{ price: number }>(
      `SELECT ${nightPriceSql('$1::int', mix, 'rc')}::bigint AS price
         FROM (SELECT $2::int AS single_bed_base_tariff, $3::int AS double_bed_base_tariff, 0 AS extra_bed_base_tariff) rc`,
      [rate, single, double],
    );
    expect(Number(row?.price)).toBe(priceOneNight(rate, tariffs, mix));
  });

  it('refuses an occupancy count that is not a whole number', () => {
    expect(() => nightPriceSql('rn.price_minor', { singleRooms: 1.5, doubleRooms: 0, extraAdults: 0 })).toThrow(RangeError);
    expect(() => nightPriceSql('rn.price_minor', { singleRooms: 0, doubleRooms: -1, extraAdults: 0 })).toThrow(RangeError);
  });
});
