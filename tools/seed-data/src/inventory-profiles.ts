import { regionKind } from './regions';
import type { InventoryProfile } from './nights';
import type { Catalogue } from './catalogue';
import type { Database } from '@stays/server-db';

/** Profiles of every room category of a freshly generated catalogue. */
export function profilesFromCatalogue(catalogue: Catalogue): InventoryProfile[] {
  const properties = new Map(catalogue.properties.map((property) => [property.id, property]));
  const cities = new Map(catalogue.cities.map((city) => [city.id, city]));
  const countries = new Map(catalogue.countries.map((country) => [country.id, country]));
  return catalogue.roomCategories.map((category) => {
    const property = properties.get(category.propertyId);
    const city = property ? cities.get(property.cityId) : undefined;
    const country = property ? countries.get(property.countryId) : undefined;
    if (!property || !city || !country) throw new Error(`Room category ${category.id} has no property, city or country`);
    return {
      roomCategoryId: category.id,
      propertyType: property.propertyType,
      countryCode: country.code,
      currencyCode: property.currencyCode,
      region: regionKind(city.name),
      baseTariffMinor: category.doubleBedBaseTariff,
    };
  });
}

export interface StoredProfile extends InventoryProfile {
  /** Last night stored for the category, or null when it has none. */
  lastNight: string | null;
}

/** The same profiles read back from the database, with the last night each category has. */
export async function profilesFromDatabase(database: Database): Promise<StoredProfile[]> {
  const rows = await database.query<{
    room_category_id: number;
    property_type: 'hotel' | 'home';
    country_code: string;
    currency_code: string;
    city_name: string;
    base_tariff: number;
    last_night: string | null;
  }>(
    `SELECT rc.id AS room_category_id, p.property_type, co.code AS country_code, p.currency_code, ci.name AS city_name,
            rc.double_bed_base_tariff AS base_tariff,
            (SELECT max(rn.night) FROM room_nights rn WHERE rn.room_category_id = rc.id) AS last_night
       FROM room_categories rc
       JOIN properties p ON p.id = rc.property_id
       JOIN countries co ON co.id = p.country_id
       JOIN cities ci ON ci.id = p.city_id
      ORDER BY rc.id`,
  );
  return rows.map((row) => ({
    roomCategoryId: row.room_category_id,
    propertyType: row.property_type,
    countryCode: row.country_code,
    currencyCode: row.currency_code,
    region: regionKind(row.city_name),
    baseTariffMinor: row.base_tariff,
    lastNight: row.last_night,
  }));
}
