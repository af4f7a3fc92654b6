import type { SqlClient } from '../sql-client';

export interface SearchLocation {
  countryId: number;
  timeZone: string;
  /** Centre used for distance sorting; null for a country search. */
  latitude: number | null;
  longitude: number | null;
}

export interface LocationFilter {
  cityId?: number;
  localityId?: number;
  countryId?: number;
}

/** The searched place's country (its time zone decides "today") and centre; null when it does not exist. */
export async function findSearchLocation(database: SqlClient, filter: LocationFilter): Promise<SearchLocation | null> {
  const select = `SELECT co.id AS "countryId", co.time_zone AS "timeZone"`;
  let rows: SearchLocation[];
  if (filter.localityId !== undefined) {
    rows = await database.query<SearchLocation>(
      `${select}, l.latitude, l.longitude FROM localities l JOIN cities c ON c.id = l.city_id JOIN countries co ON co.id = c.country_id WHERE l.id = $1`,
      [filter.localityId],
    );
  } else if (filter.cityId !== undefined) {
    rows = await database.query<SearchLocation>(
      `${select}, c.latitude, c.longitude FROM cities c JOIN countries co ON co.id = c.country_id WHERE c.id = $1`,
      [filter.cityId],
    );
  } else if (filter.countryId !== undefined) {
    rows = await database.query<SearchLocation>(`${select}, NULL::float8 AS latitude, NULL::float8 AS longitude FROM countries co WHERE co.id = $1`, [
      filter.countryId,
    ]);
  } else {
    return null;
  }
  return rows[0] ?? null;
}
