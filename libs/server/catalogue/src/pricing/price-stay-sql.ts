import type { OccupancyMix } from '@stays/pricing';

/**
 * The SQL twin of `priceOneNight` (the stay pricing rule of `@stays/pricing`), so search can rank and page by price in the database.
 * Integration tests check that both give the same amounts for the stored nights.
 * `rate` is a SQL expression of the night's rate; tariffs come from the room category alias `rc`.
 * The mix is inlined as integers (validated numbers, never text from the request).
 */
export function nightPriceSql(rate: string, mix: OccupancyMix, categoryAlias = 'rc'): string {
  const single = `CASE WHEN ${categoryAlias}.double_bed_base_tariff > 0 THEN round((${rate})::numeric * ${categoryAlias}.single_bed_base_tariff / ${categoryAlias}.double_bed_base_tariff) ELSE (${rate}) END`;
  const terms: [number, string][] = [
    [int(mix.singleRooms), single],
    [int(mix.doubleRooms), `(${rate})`],
    [int(mix.extraAdults), `${categoryAlias}.extra_bed_base_tariff`],
  ];
  // A term with no rooms adds nothing: left out, so search does not compute (numeric) prices no guest pays.
  const parts = terms.filter(([count]) => count > 0).map(([count, price]) => `${count} * ${price}`);
  return parts.length > 0 ? `(${parts.join(' + ')})` : '(0)';
}

function int(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`occupancy count must be a whole number, got ${value}`);
  return value;
}
