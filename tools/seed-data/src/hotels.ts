import { countryByCode } from '@stays/brand-config';
import { toMinor } from '@stays/pricing';
import { frontDeskPhone } from './front-desk-phone';
import { AMENITY_IDS, DESCRIPTION_OPENERS, HOTEL_CATEGORIES, HOTEL_NAME_WORDS, HOTEL_ROOM_TIERS, STREET_WORDS } from './data/vocabulary';
import { NameRegistry, roundPrice, type GeneratedProperty } from './generated-property';
import { regionKind } from './regions';
import { jitter, slugify } from './text';
import type { PlacedCity } from './geography';
import type { Random } from './random';

const METROS = new Set(['Bengaluru', 'Mumbai', 'New Delhi', 'Hyderabad', 'Chennai', 'Kolkata', 'Pune', 'Gurugram', 'Noida', 'Ahmedabad']);
const LANDMARKS = ['Central', 'Lake View', 'Station Road', 'Park View', 'Garden', 'Metro', 'Main Road', 'City Centre', 'East', 'West', 'North', 'South'];

/** Nightly base rate at double occupancy for the cheapest room, in rupees. */
const BASE_RUPEES: Record<(typeof HOTEL_CATEGORIES)[number], [number, number]> = {
  Budget: [900, 2200],
  Townhouse: [1800, 3800],
  Premium: [3000, 5400],
};

const TIERS_BY_CATEGORY: Record<(typeof HOTEL_CATEGORIES)[number], [number, number]> = {
  Budget: [1, 2],
  Townhouse: [2, 3],
  Premium: [2, 4],
};

/** A Nivaas hotel in an Indian city, with 1–4 room categories. */
export function generateHotel(random: Random, id: number, city: PlacedCity, names: NameRegistry): GeneratedProperty {
  const india = countryByCode('in');
  if (!india) throw new Error('India is missing from the country configs');
  const locality = city.localities.length > 0 && random.chance(0.85) ? random.pick(city.localities) : null;
  const position = locality
    ? jitter(locality.latitude, locality.longitude, 1.2, random.next(), random.next())
    : jitter(city.row.latitude, city.row.longitude, 4, random.next(), random.next());
  const category = random.pick(HOTEL_CATEGORIES);
  const place = locality?.name ?? city.row.name;
  const words = random.sample(HOTEL_NAME_WORDS, HOTEL_NAME_WORDS.length);
  const candidates =
    category === 'Townhouse'
      ? [`Nivaas Townhouse ${place}`, ...LANDMARKS.map((landmark) => `Nivaas Townhouse ${place} ${landmark}`)]
      : [...words.map((word) => `Nivaas ${word} ${place}`), ...words.flatMap((word) => LANDMARKS.map((landmark) => `Nivaas ${word} ${place} ${landmark}`))];
  const name = names.claim(candidates, id);
  const street = random.pick(STREET_WORDS['in'] ?? []);
  const kind = regionKind(city.row.name);
  const rated = random.chance(0.88);
  const ratingFloor = category === 'Premium' ? 3.6 : category === 'Townhouse' ? 3.3 : 2.8;
  const ratingValue = rated ? Math.round((ratingFloor + random.next() * (4.9 - ratingFloor)) * 10) / 10 : null;

  const [minRupees, maxRupees] = BASE_RUPEES[category];
  const baseMinor = toMinor(random.int(minRupees, maxRupees), 'INR');
  const [minTiers, maxTiers] = TIERS_BY_CATEGORY[category];
  const tiers = HOTEL_ROOM_TIERS.slice(0, random.int(minTiers, maxTiers));
  const roomCategories = tiers.map((tier) => {
    const double = roundPrice(baseMinor * tier.factor, 'INR');
    return {
      name: tier.name,
      maxOccupancy: tier.maxOccupancy,
      singleBedBaseTariff: roundPrice(double * 0.85, 'INR'),
      doubleBedBaseTariff: double,
      extraBedBaseTariff: roundPrice(double * 0.3, 'INR'),
      amenities: tier.amenities,
      oneLiner: tier.oneLiner,
    };
  });

  const tagSlugs = new Set<string>();
  if (METROS.has(city.row.name) && random.chance(0.6)) tagSlugs.add('business');
  if (random.chance(0.5)) tagSlugs.add('couple-friendly');
  if (random.chance(0.3)) tagSlugs.add('family');
  if (kind === 'beach' && random.chance(0.7)) tagSlugs.add('near-beach');
  if (kind === 'hills') tagSlugs.add('mountain-view');
  if (kind === 'heritage' && random.chance(0.5)) tagSlugs.add('heritage');
  if (kind === 'lake' && random.chance(0.6)) tagSlugs.add('lakeside');
  if (category === 'Budget') tagSlugs.add('budget');
  if (category === 'Premium' && (ratingValue ?? 0) >= 4.5) tagSlugs.add('luxury');
  if (locality === null && random.chance(0.2)) tagSlugs.add('city-centre');
  if (locality?.name === 'Aerocity' || random.chance(0.04)) tagSlugs.add('near-airport');
  const pool = category === 'Premium' ? random.chance(0.5) : random.chance(0.08);
  if (pool) tagSlugs.add('with-pool');
  const petFriendly = random.chance(0.05);
  if (petFriendly) tagSlugs.add('pet-friendly');

  const amenityIds: number[] = [AMENITY_IDS.wifi, AMENITY_IDS.tv, AMENITY_IDS.powerBackup, AMENITY_IDS.geyser];
  if (kind !== 'hills') amenityIds.push(AMENITY_IDS.ac);
  if (random.chance(0.6)) amenityIds.push(AMENITY_IDS.breakfast);
  if (random.chance(0.6)) amenityIds.push(AMENITY_IDS.parking);
  if (pool) amenityIds.push(AMENITY_IDS.pool);
  if (category !== 'Budget') amenityIds.push(AMENITY_IDS.roomService);
  if (random.chance(0.5)) amenityIds.push(AMENITY_IDS.lift);
  if (category === 'Premium' && random.chance(0.4)) amenityIds.push(AMENITY_IDS.gym);
  if (petFriendly) amenityIds.push(AMENITY_IDS.pets);

  const lateCheckin = random.chance(0.2);
  return {
    property: {
      id,
      brandId: 'nivaas',
      propertyType: 'hotel',
      name,
      slug: slugify(name),
      description: `${random.pick(DESCRIPTION_OPENERS.hotel)} in ${place}, ${city.row.name}. ${tiers.length} room types, ${
        amenityIds.includes(AMENITY_IDS.breakfast) ? 'breakfast available' : 'restaurants nearby'
      } and free wifi throughout.`,
      address: `${random.int(1, 240)}, ${street}, ${locality ? `${locality.name}, ` : ''}${city.row.name}, ${city.row.state} ${random.int(110001, 855999)}`,
      phone: frontDeskPhone(id, india.dialCode),
      cityId: city.row.id,
      localityId: locality?.id ?? null,
      countryId: india.id,
      latitude: position.latitude,
      longitude: position.longitude,
      category,
      ratingValue,
      ratingCount: rated ? random.int(3, 12) : 0, // how many reviews to write
      popularity: random.int(0, 10_000),
      currencyCode: india.currencyCode,
      checkinTime: lateCheckin ? '14:00' : '12:00',
      checkoutTime: lateCheckin ? '12:00' : '11:00',
      minRooms: 1,
      maxRooms: random.chance(0.1) ? 4 : 10,
      noOfBedrooms: null,
      noOfPeople: null,
      noOfPets: petFriendly ? 1 : null,
      noForeignGuests: random.chance(0.03),
      noUnmarriedCouples: random.chance(0.08),
      noLocalIds: random.chance(0.06),
      noPostpaid: random.chance(0.1),
      status: random.chance(0.02) ? 'disabled' : 'active',
      providerHotelCode: `NIV-${String(id).padStart(6, '0')}`,
    },
    tagSlugs: [...tagSlugs],
    amenityIds,
    roomCategories,
  };
}
