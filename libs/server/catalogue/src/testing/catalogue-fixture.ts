import type { RestrictedAmenity, RoomMedia, RoomService, RoomView } from '@stays/api-client';
import type { SqlClient } from '@stays/server-core';

/**
 * A tiny, hand-made catalogue for repository tests (the seed generator is a tool; server libraries do not
 * import tools). Every figure here is chosen so a test can work out the expected answer by hand.
 */
export const FIXTURE_NOW = new Date('2026-03-10T06:00:00Z');
const FIXTURE_FIRST_NIGHT = '2026-03-10';
export const FIXTURE_NIGHTS = 10;

export const fixtureIds = {
  goa: 1,
  amsterdam: 2,
  newDelhi: 3,
  baga: 1,
  jordaan: 2,
  bagaBeach: 101,
  goaPalms: 102,
  disabledHotel: 103,
  canalHouse: 104,
  villaVerde: 105,
  bagaClassic: 1001,
  bagaSuite: 1002,
  palmsStandard: 1021,
  amsterdamseBos: 1,
  goaDeal: 1,
  canalDeal: 2,
  expiredDeal: 3,
} as const;

interface CategorySpec {
  id: number;
  propertyId: number;
  cityId: number;
  name: string;
  maxOccupancy: number;
  tariffs: [number, number, number];
  /** Night rate at double occupancy for night n (0-based), and its slasher price. */
  rate: (night: number) => number;
  slasher?: (night: number) => number | null;
  rooms: number;
  details?: { services: RoomService[]; views: RoomView[]; restrictedAmenities: RestrictedAmenity[]; media: RoomMedia[] };
}

const categories: CategorySpec[] = [
  {
    id: 1001,
    propertyId: 101,
    cityId: 1,
    name: 'Classic',
    maxOccupancy: 2,
    tariffs: [300_000, 400_000, 50_000],
    rate: (n) => 400_000 + n * 1_000,
    slasher: (n) => (n % 2 === 0 ? 500_000 : null),
    rooms: 5,
    details: {
      services: [
        { code: 'breakfast', included: true, price: null },
        { code: 'dinner', included: false, price: 45_000 },
      ],
      views: ['sea', 'garden'],
      restrictedAmenities: [{ name: 'TV', absent_description: 'No TV in this room' }],
      media: [{ type: 'image', url: '/api/pwa/images/101/1.svg', caption: 'Room' }],
    },
  },
  { id: 1002, propertyId: 101, cityId: 1, name: 'Suite', maxOccupancy: 3, tariffs: [600_000, 800_000, 100_000], rate: () => 800_000, rooms: 2 },
  { id: 1021, propertyId: 102, cityId: 1, name: 'Standard', maxOccupancy: 2, tariffs: [250_000, 350_000, 40_000], rate: (n) => 333_333 + n * 7, rooms: 3 },
  { id: 1031, propertyId: 103, cityId: 1, name: 'Room', maxOccupancy: 2, tariffs: [100_000, 200_000, 20_000], rate: () => 200_000, rooms: 9 },
  {
    id: 1041,
    propertyId: 104,
    cityId: 2,
    name: 'Whole house',
    maxOccupancy: 4,
    tariffs: [15_000, 20_000, 2_500],
    rate: () => 21_000,
    slasher: () => 25_000,
    rooms: 1,
    details: { services: [{ code: 'breakfast', included: false, price: 1_800 }], views: ['canal'], restrictedAmenities: [], media: [] },
  },
  { id: 1051, propertyId: 105, cityId: 1, name: 'Villa', maxOccupancy: 6, tariffs: [900_000, 1_000_000, 150_000], rate: () => 1_000_000, rooms: 1 },
];

export function fixtureCategory(id: number): CategorySpec {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) throw new RangeError(`no fixture category ${id}`);
  return category;
}

export function fixtureNightDate(index: number): string {
  const date = new Date(`${FIXTURE_FIRST_NIGHT}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + index);
  return date.toISOString().slice(0, 10);
}

export async function insertCatalogueFixture(database: SqlClient): Promise<void> {
  await database.query(`INSERT INTO countries (id, code, name, currency_code, time_zone) VALUES
    (1, 'in', 'India', 'INR', 'Asia/Kolkata'), (143, 'nl', 'Netherlands', 'EUR', 'Europe/Amsterdam')`);
  await database.query(`INSERT INTO cities (id, country_id, name, slug, state, latitude, longitude, popular, meta_description, image_url) VALUES
    (1, 1, 'Goa', 'goa', 'Goa', 15.4909, 73.8278, true, 'Beaches and hotels in Goa', '/img/goa.svg'),
    (2, 143, 'Amsterdam', 'amsterdam', 'North Holland', 52.3676, 4.9041, true, 'Canal houses', NULL),
    (3, 1, 'New Delhi', 'new-delhi', 'Delhi', 28.6139, 77.2090, false, NULL, NULL)`);
  await database.query(`INSERT INTO localities (id, city_id, name, slug, latitude, longitude) VALUES
    (1, 1, 'Baga', 'baga', 15.5553, 73.7517), (2, 2, 'Jordaan', 'jordaan', 52.3747, 4.8808)`);
  await database.query(`INSERT INTO amenities (id, name, icon) VALUES (1, 'Free Wi-Fi', 'wifi'), (2, 'Air conditioning', 'ac')`);
  await database.query(`INSERT INTO properties (id, brand_id, property_type, name, slug, description, address, phone, city_id, locality_id, country_id,
      latitude, longitude, category, rating_value, rating_count, popularity, currency_code, no_of_bedrooms, no_of_people, no_of_pets, status) VALUES
    (101, 'nivaas', 'hotel', 'Nivaas Baga Beach', 'nivaas-baga-beach', 'By the sea', '1 Beach Road, Baga', '+918322276000', 1, 1, 1, 15.556, 73.752, 'Premium', 4.5, 120, 50, 'INR', NULL, NULL, NULL, 'active'),
    (102, 'nivaas', 'hotel', 'Nivaas Goa Palms', 'nivaas-goa-palms', 'Under the palms', '7 Palm Lane, Panaji', '+918322420100', 1, NULL, 1, 15.49, 73.83, 'Standard', 3.9, 80, 90, 'INR', NULL, NULL, NULL, 'active'),
    (103, 'nivaas', 'hotel', 'Nivaas Candolim', 'nivaas-candolim', 'Closed', 'Candolim', NULL, 1, NULL, 1, 15.51, 73.76, 'Standard', NULL, 0, 10, 'INR', NULL, NULL, NULL, 'disabled'),
    (104, 'dunelight', 'home', 'Canal House Jordaan', 'canal-house-jordaan', 'On the canal', 'Prinsengracht 1', '+31205550123', 2, 2, 143, 52.375, 4.881, 'Townhouse', 4.8, 30, 70, 'EUR', 3, 6, 2, 'active'),
    (105, 'dunelight-in', 'home', 'Goa Villa Verde', 'goa-villa-verde', 'A green villa', 'Assagao', '+918322260500', 1, NULL, 1, 15.59, 73.77, 'Villa', NULL, 0, 20, 'INR', 4, 8, 1, 'active')`);
  await database.query(`UPDATE properties SET one_liner = 'Steps from Baga beach' WHERE id = 101`);
  // The canal house lies in a holiday park; Goa's two hotels are in the two curated collections.
  await database.query(`INSERT INTO holiday_parks (id, brand_id, name, slug, description, city_id, country_id, latitude, longitude) VALUES
    (1, 'dunelight', 'Vakantiepark Amsterdamse Bos', 'vakantiepark-amsterdamse-bos', 'Homes around a lake in the woods', 2, 143, 52.33, 4.85)`);
  await database.query(`UPDATE properties SET holiday_park_id = 1 WHERE id = 104`);
  await database.query(`UPDATE properties SET collection = CASE id WHEN 101 THEN 'silverkey' WHEN 102 THEN 'townhouse' END WHERE id IN (101, 102)`);
  await database.query(`INSERT INTO property_amenities (property_id, amenity_id) VALUES (101, 1), (101, 2), (102, 1)`);
  await database.query(`INSERT INTO property_images (property_id, position, url, alt) VALUES
    (101, 0, '/api/pwa/images/101/0.svg', 'Front'), (101, 1, '/api/pwa/images/101/1.svg', 'Room'), (102, 0, '/api/pwa/images/102/0.svg', 'Front')`);
  for (const category of categories) {
    const [single, double, extra] = category.tariffs;
    await database.query(
      `INSERT INTO room_categories (id, property_id, city_id, name, max_occupancy, single_bed_base_tariff, double_bed_base_tariff,
         extra_bed_base_tariff, amenities, one_liner, position, services, views, restricted_amenities, media)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14::jsonb, $15::jsonb)`,
      [
        category.id,
        category.propertyId,
        category.cityId,
        category.name,
        category.maxOccupancy,
        single,
        double,
        extra,
        ['Wi-Fi'],
        `${category.name} room`,
        category.id % 10,
        JSON.stringify(category.details?.services ?? []),
        category.details?.views ?? [],
        JSON.stringify(category.details?.restrictedAmenities ?? []),
        JSON.stringify(category.details?.media ?? []),
      ],
    );
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let night = 0; night < FIXTURE_NIGHTS; night += 1) {
      const base = values.length;
      values.push(category.id, fixtureNightDate(night), category.rooms, category.rate(night), category.slasher?.(night) ?? null);
      rows.push(`($${base + 1}, $${base + 2}::date, $${base + 3}, 0, $${base + 4}, $${base + 5}, 1)`);
    }
    await database.query(
      `INSERT INTO room_nights (room_category_id, night, total, sold, price_minor, slasher_price_minor, min_stay) VALUES ${rows.join(', ')}`,
      values,
    );
  }
  // Goa's deal covers Baga Beach and the disabled hotel (never listed nor priced) for stays from 10 to 15 March.
  await database.query(`INSERT INTO deals (id, url_name, brand_id, title, description, discount_percentage, terms, valid_from, valid_until, stay_from, stay_until) VALUES
    (1, 'goa-spring-deal', 'nivaas', 'Goa Spring Deal', '20% off Nivaas Baga Beach in March.', 20, ARRAY['Room price only, before taxes.', 'New bookings only.'], '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z', '2026-03-10', '2026-03-15'),
    (2, 'canal-weeks', 'dunelight', 'Canal Weeks', '10% off canal houses in Amsterdam.', 10, ARRAY['Tourist tax is charged on arrival.'], '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z', '2026-03-01', '2026-05-01'),
    (3, 'winter-sale', 'nivaas', 'Winter Sale', 'Over.', 30, ARRAY['New bookings only.'], '2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z', '2026-01-01', '2026-04-01')`);
  await database.query(`SELECT setval(pg_get_serial_sequence('deals', 'id'), 3)`);
  await database.query(`INSERT INTO deal_properties (deal_id, property_id) VALUES (1, 101), (1, 103), (2, 104), (3, 101)`);
}
