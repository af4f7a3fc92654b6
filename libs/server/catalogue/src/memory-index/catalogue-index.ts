import type { SqlClient } from '@stays/server-core';
import { ACTIVE_PROPERTY_SELECT_SQL, type PropertyRow } from '../hotel-details/find-property.repository';
import { CATEGORY_COLUMNS_SQL, type StoredCategory } from '../hotel-details/find-room-nights.repository';
import { CATEGORY_NIGHTS_AGGREGATE_SQL, NO_NIGHTS, parseCategoryNights, type CategoryNights } from './category-nights';

/** A room category with its stored nights; `id`, `maxOccupancy` and `tariffs` copied out for search's inner loop. */
export interface IndexedCategory {
  stored: StoredCategory;
  id: number;
  maxOccupancy: number;
  tariffs: { single_bed_base_tariff: number; double_bed_base_tariff: number; extra_bed_base_tariff: number };
  nights: CategoryNights;
}

/**
 * What search filters and sorts a property by, as a compact object of its own: a row from the driver has 30 fields
 * added one by one, which V8 keeps as a slow dictionary, and search reads these fields of thousands of properties.
 */
interface PropertyFacts {
  id: number;
  cityId: number;
  countryId: number;
  minRooms: number;
  popularity: number;
  ratingValue: number | null;
  ratingCount: number;
  latitude: number;
  longitude: number;
  brandId: string;
  propertyType: string;
  pets: number;
  categoryLower: string;
  noPostpaid: boolean;
  noUnmarriedCouples: boolean;
}

/** An active property: the very row the hotel page reads (never mutated), what search filters on, its categories in page order. */
export interface IndexedProperty {
  row: PropertyRow;
  facts: PropertyFacts;
  localityId: number | null;
  holidayParkId: number | null;
  collection: string | null;
  tagIds: ReadonlySet<number>;
  amenityIds: ReadonlySet<number>;
  categories: IndexedCategory[];
}

interface Places {
  countries: Map<number, { time_zone: string }>;
  cities: Map<number, { country_id: number; latitude: number; longitude: number }>;
  localities: Map<number, { city_id: number; latitude: number; longitude: number }>;
  holidayParks: Map<number, { country_id: number; city_id: number; latitude: number; longitude: number }>;
}

interface PropertyExtras {
  id: number;
  popularity: number;
  locality_id: number | null;
  holiday_park_id: number | null;
  collection: string | null;
  tag_ids: number[];
}

type CategoryRow = StoredCategory & { property_id: number };

/** Categories per query when the nights are loaded. */
const NIGHTS_BATCH = 1_000;

/**
 * The catalogue each API process keeps in memory for search, the map and the hotel page: the active properties as
 * the hotel page reads them, their room categories, every stored night's rooms, price and minimum stay, and the
 * places. Loaded whole at start (`loadCatalogueIndex`), then kept in step by `followCatalogueChanges`, which reloads
 * what the change feed names. Reads are synchronous, so one request always sees one consistent state; changes are
 * read first and then applied in one synchronous step.
 */
export class CatalogueIndex {
  private properties = new Map<number, IndexedProperty>();
  private categories = new Map<number, IndexedCategory>();
  private places: Places = { countries: new Map(), cities: new Map(), localities: new Map(), holidayParks: new Map() };
  private groups: { byCity: Map<number, IndexedProperty[]>; byCountry: Map<number, IndexedProperty[]>; all: IndexedProperty[] } | null = null;
  /** Milliseconds the last full load took. */
  loadMs = 0;

  property(id: number): IndexedProperty | undefined {
    return this.properties.get(id);
  }

  timeZoneOf(countryId: number): string | undefined {
    return this.places.countries.get(countryId)?.time_zone;
  }

  city(id: number) {
    return this.places.cities.get(id);
  }

  locality(id: number) {
    return this.places.localities.get(id);
  }

  holidayPark(id: number) {
    return this.places.holidayParks.get(id);
  }

  allCities() {
    return this.places.cities;
  }

  /** The active properties of a city, or of a country, or all of them (the caller filters further). */
  propertiesIn(place: { cityId?: number; countryId?: number }): readonly IndexedProperty[] {
    const groups = this.groupsOf();
    if (place.cityId !== undefined) return groups.byCity.get(place.cityId) ?? [];
    if (place.countryId !== undefined) return groups.byCountry.get(place.countryId) ?? [];
    return groups.all;
  }

  /** How much the index holds (the benchmark prints it beside the process's memory). */
  size(): { properties: number; categories: number; nights: number } {
    let nights = 0;
    for (const category of this.categories.values()) nights += category.nights.length;
    return { properties: this.properties.size, categories: this.categories.size, nights };
  }

  /** Loads everything (at start, and when a place changes). */
  async loadAll(database: SqlClient): Promise<void> {
    const started = performance.now();
    const places = await loadPlaces(database);
    const properties = await loadProperties(database, null);
    const categoryRows = await database.query<CategoryRow>(
      `SELECT ${CATEGORY_COLUMNS_SQL}, rc.property_id FROM room_categories rc
         JOIN properties p ON p.id = rc.property_id AND p.status = 'active'
        ORDER BY rc.property_id, rc.position, rc.id`,
    );
    const nights = await loadNightsOfAll(database);
    const categories = new Map<number, IndexedCategory>();
    for (const row of categoryRows) attach(properties, categories, row, nights.get(row.id));
    this.places = places;
    this.properties = properties;
    this.categories = categories;
    this.groups = null;
    this.loadMs = Math.round(performance.now() - started);
  }

  /** Reloads some properties whole (their row, pictures, tags, amenities, categories and nights); a property no longer active leaves. */
  async reloadProperties(database: SqlClient, ids: readonly number[]): Promise<() => void> {
    if (ids.length === 0) return () => undefined;
    const properties = await loadProperties(database, ids);
    const categoryRows = await database.query<CategoryRow>(
      `SELECT ${CATEGORY_COLUMNS_SQL}, rc.property_id FROM room_categories rc WHERE rc.property_id = ANY($1::int[]) ORDER BY rc.property_id, rc.position, rc.id`,
      [ids],
    );
    const nights = await loadNightsOf(
      database,
      categoryRows.map((row) => row.id),
    );
    return () => {
      for (const id of ids) {
        for (const category of this.properties.get(id)?.categories ?? []) this.categories.delete(category.id);
        this.properties.delete(id);
      }
      for (const [id, property] of properties) this.properties.set(id, property);
      for (const row of categoryRows) attach(this.properties, this.categories, row, nights.get(row.id));
      this.groups = null;
    };
  }

  /** Reloads the nights of some categories (a booking, hold, release, price change…). */
  async reloadNights(database: SqlClient, categoryIds: readonly number[]): Promise<() => void> {
    const known = categoryIds.filter((id) => this.categories.has(id));
    if (known.length === 0) return () => undefined;
    const nights = await loadNightsOf(database, known);
    return () => {
      for (const id of known) {
        const category = this.categories.get(id);
        if (category) category.nights = nights.get(id) ?? NO_NIGHTS;
      }
    };
  }

  private groupsOf() {
    if (this.groups) return this.groups;
    const byCity = new Map<number, IndexedProperty[]>();
    const byCountry = new Map<number, IndexedProperty[]>();
    const all = [...this.properties.values()];
    for (const property of all) {
      push(byCity, property.row.city_id, property);
      push(byCountry, property.row.country_id, property);
    }
    this.groups = { byCity, byCountry, all };
    return this.groups;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function attach(
  properties: Map<number, IndexedProperty>,
  categories: Map<number, IndexedCategory>,
  row: CategoryRow,
  nights: CategoryNights | undefined,
): void {
  const property = properties.get(row.property_id);
  if (!property) return;
  const { property_id: _propertyId, ...stored } = row;
  const category: IndexedCategory = {
    stored,
    id: row.id,
    maxOccupancy: row.max_occupancy,
    tariffs: {
      single_bed_base_tariff: row.single_bed_base_tariff,
      double_bed_base_tariff: row.double_bed_base_tariff,
      extra_bed_base_tariff: row.extra_bed_base_tariff,
    },
    nights: nights ?? NO_NIGHTS,
  };
  property.categories.push(category);
  categories.set(category.id, category);
}

async function loadPlaces(database: SqlClient): Promise<Places> {
  const [countries, cities, localities, parks] = [
    await database.query<{ id: number; time_zone: string }>('SELECT id, time_zone FROM countries'),
    await database.query<{ id: number; country_id: number; latitude: number; longitude: number }>('SELECT id, country_id, latitude, longitude FROM cities'),
    await database.query<{ id: number; city_id: number; latitude: number; longitude: number }>('SELECT id, city_id, latitude, longitude FROM localities'),
    await database.query<{ id: number; country_id: number; city_id: number; latitude: number; longitude: number }>(
      'SELECT id, country_id, city_id, latitude, longitude FROM holiday_parks',
    ),
  ];
  return {
    countries: new Map(countries.map(({ id, ...country }) => [id, country])),
    cities: new Map(cities.map(({ id, ...city }) => [id, city])),
    localities: new Map(localities.map(({ id, ...locality }) => [id, locality])),
    holidayParks: new Map(parks.map(({ id, ...park }) => [id, park])),
  };
}

/** Active properties (all, or of the ids given) keyed by id, with no categories yet. */
async function loadProperties(database: SqlClient, ids: readonly number[] | null): Promise<Map<number, IndexedProperty>> {
  const only = ids ? ' AND p.id = ANY($1::int[])' : '';
  const params = ids ? [ids] : [];
  const rows = await database.query<PropertyRow>(`${ACTIVE_PROPERTY_SELECT_SQL}\n      WHERE p.status = 'active'${only}`, params);
  const extras = await database.query<PropertyExtras>(
    `SELECT p.id, p.popularity, p.locality_id, p.holiday_park_id, p.collection,
            ARRAY(SELECT pt.tag_id FROM property_tags pt WHERE pt.property_id = p.id) AS tag_ids
       FROM properties p WHERE p.status = 'active'${only}`,
    params,
  );
  const extrasById = new Map(extras.map((row) => [row.id, row]));
  const properties = new Map<number, IndexedProperty>();
  for (const row of rows) {
    const extra = extrasById.get(row.id);
    if (!extra) continue;
    properties.set(row.id, {
      row,
      facts: {
        id: row.id,
        cityId: row.city_id,
        countryId: row.country_id,
        minRooms: row.min_rooms,
        popularity: extra.popularity,
        ratingValue: row.rating_value,
        ratingCount: row.rating_count,
        latitude: row.latitude,
        longitude: row.longitude,
        brandId: row.brand_id,
        propertyType: row.property_type,
        pets: row.no_of_pets ?? 0,
        categoryLower: row.category.toLowerCase(),
        noPostpaid: row.no_postpaid,
        noUnmarriedCouples: row.no_unmarried_couples,
      },
      localityId: extra.locality_id,
      holidayParkId: extra.holiday_park_id,
      collection: extra.collection,
      tagIds: new Set(extra.tag_ids),
      amenityIds: new Set((row.amenities ?? []).map((amenity) => amenity.id)),
      categories: [],
    });
  }
  return properties;
}

async function loadNightsOfAll(database: SqlClient): Promise<Map<number, CategoryNights>> {
  const [range] = await database.query<{ low: number | null; high: number | null }>('SELECT min(id) AS low, max(id) AS high FROM room_categories');
  const nights = new Map<number, CategoryNights>();
  if (!range || range.low === null || range.high === null) return nights;
  for (let low = range.low; low <= range.high; low += NIGHTS_BATCH) {
    const rows = await database.query<{ id: number; nights: string | null }>(
      `SELECT rn.room_category_id AS id, ${CATEGORY_NIGHTS_AGGREGATE_SQL} AS nights
         FROM room_nights rn WHERE rn.room_category_id BETWEEN $1 AND $2 GROUP BY rn.room_category_id`,
      [low, low + NIGHTS_BATCH - 1],
    );
    keep(nights, rows);
  }
  return nights;
}

function keep(nights: Map<number, CategoryNights>, rows: readonly { id: number; nights: string | null }[]): void {
  const parsed = parseCategoryNights(rows.map((row) => row.nights));
  rows.forEach((row, index) => nights.set(row.id, parsed[index] ?? NO_NIGHTS));
}

async function loadNightsOf(database: SqlClient, categoryIds: readonly number[]): Promise<Map<number, CategoryNights>> {
  const nights = new Map<number, CategoryNights>();
  for (let start = 0; start < categoryIds.length; start += NIGHTS_BATCH) {
    const rows = await database.query<{ id: number; nights: string | null }>(
      `SELECT rn.room_category_id AS id, ${CATEGORY_NIGHTS_AGGREGATE_SQL} AS nights
         FROM room_nights rn WHERE rn.room_category_id = ANY($1::int[]) GROUP BY rn.room_category_id`,
      [categoryIds.slice(start, start + NIGHTS_BATCH)],
    );
    keep(nights, rows);
  }
  return nights;
}
