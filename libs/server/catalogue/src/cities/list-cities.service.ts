import type { CitiesQuery, CitiesResponse, City } from '@stays/api-client';
import { brandScope } from '../brand/brand-scope';
import { findCities, type CityRow } from './find-cities.repository';
import type { SqlClient } from '@stays/server-core';

/** GET /api/pwa/cities (spec guest-journey §7 "GET cities", also filtered by country; counted for a brand when it is named). */
export async function listCities(database: SqlClient, query: CitiesQuery): Promise<CitiesResponse> {
  const rows = await findCities(database, {
    countryId: query.country_id,
    slug: query.slug,
    popular: query.popular === undefined ? undefined : query.popular === 'true',
    brand: query.brand_name === undefined ? undefined : brandScope(query.brand_name, undefined),
  });
  return { cities: rows.map(cityFromRow) };
}

export function cityFromRow(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    meta_description: row.meta_description ?? '',
    popular_location: row.popular,
    country_name: row.country_name,
    country_id: row.country_id,
    image_url: row.image_url ?? '',
    center_point: { lat: row.latitude, lng: row.longitude },
    property_count: row.property_count,
  };
}
