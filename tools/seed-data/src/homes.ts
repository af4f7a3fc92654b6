import { countryByCode } from '@stays/brand-config';
import { toMinor } from '@stays/pricing';
import { frontDeskPhone } from './front-desk-phone';
import { AMENITY_IDS, DESCRIPTION_OPENERS, HOME_NAME_PREFIX, HOME_NAME_WORDS, STREET_WORDS, type HomeCategory } from './data/vocabulary';
import { NameRegistry, roundPrice, type GeneratedProperty } from './generated-property';
import { regionKind, type RegionKind } from './regions';
import { jitter, slugify } from './text';
import type { PlacedCity } from './geography';
import type { Random } from './random';

const CATEGORIES_BY_REGION: Record<RegionKind, HomeCategory[]> = {
  beach: ['Bungalow', 'Villa', 'Cottage', 'Apartment', 'Bungalow'],
  ski: ['Chalet', 'Chalet', 'Apartment', 'Cottage'],
  hills: ['Cottage', 'Chalet', 'Villa', 'Cottage'],
  lake: ['Villa', 'Cottage', 'Apartment'],
  heritage: ['Apartment', 'Cottage', 'Villa'],
  city: ['Apartment', 'Apartment', 'Apartment', 'Cottage'],
};

/** Typical nightly price for the whole home, in major units (euros, pounds; rupees in India). */
const BASE_PRICE: Record<HomeCategory, { europe: [number, number]; india: [number, number] }> = {
  Apartment: { europe: [60, 170], india: [2500, 6000] },
  Cottage: { europe: [75, 210], india: [3000, 8000] },
  Bungalow: { europe: [85, 240], india: [3500, 9000] },
  Villa: { europe: [150, 330], india: [7000, 16000] },
  Chalet: { europe: [120, 320], india: [4000, 12000] },
};

const HOME_WORD = { Apartment: 'apartment', Cottage: 'cottage', Bungalow: 'bungalow', Villa: 'villa', Chalet: 'chalet' } as const;

/** A Dunelight holiday home, let whole: one room category with one unit. */
export function generateHome(random: Random, id: number, city: PlacedCity, names: NameRegistry): GeneratedProperty {
  const countryCode = city.seed.countryCode;
  const country = countryByCode(countryCode);
  if (!country) throw new Error(`Unknown country ${countryCode}`);
  const india = countryCode === 'in';
  const kind = regionKind(city.row.name);
  const locality = city.localities.length > 0 && random.chance(0.6) ? random.pick(city.localities) : null;
  const position = locality
    ? jitter(locality.latitude, locality.longitude, 1, random.next(), random.next())
    : jitter(city.row.latitude, city.row.longitude, 5, random.next(), random.next());
  const category = random.pick(CATEGORIES_BY_REGION[kind]);
  const words = random.sample(HOME_NAME_WORDS[countryCode] ?? [], 10);
  const prefixes = HOME_NAME_PREFIX[category];
  const street = random.pick(STREET_WORDS[countryCode] ?? []);
  const place = locality?.name ?? city.row.name;
  const candidates = words.flatMap((word) => {
    const prefix = random.pick(prefixes);
    const base = countryCode === 'gb' && /Cottage|House|Forge|Granary|View|Breeze|side|bank/.test(word) ? word : `${prefix} ${word}`;
    return [base, `${base} ${place}`, `${base} ${street}`];
  });
  const name = names.claim(candidates, id);

  const bedrooms = category === 'Apartment' ? random.int(1, 3) : category === 'Villa' ? random.int(3, 6) : random.int(1, 4);
  const people = Math.min(16, bedrooms * 2 + random.int(0, 2));
  const pets = random.chance(0.4) ? random.int(1, 2) : 0;
  const [minPrice, maxPrice] = india ? BASE_PRICE[category].india : BASE_PRICE[category].europe;
  const sizeFactor = 1 + (bedrooms - 1) * 0.12;
  const homeWord = HOME_WORD[category];
  const units =
    category === 'Apartment' && city.localities.length > 0 && random.chance(0.08)
      ? [
          { name: 'Studio', bedrooms: 1 },
          { name: `${bedrooms + 1}-bedroom apartment`, bedrooms: bedrooms + 1 },
        ]
      : [{ name: `Entire ${homeWord}`, bedrooms }];
  const base = toMinor(random.int(minPrice, maxPrice), country.currencyCode) * sizeFactor;
  const roomCategories = units.map((unit, index) => {
    const price = roundPrice(base * (index === 0 ? 1 : 1.3), country.currencyCode);
    return {
      name: unit.name,
      maxOccupancy: Math.min(people, unit.bedrooms * 2 + 2),
      // A home costs the same however many guests sleep in it.
      singleBedBaseTariff: price,
      doubleBedBaseTariff: price,
      extraBedBaseTariff: 0,
      amenities: ['Kitchen', 'Free Wifi', 'Bed linen'],
      oneLiner: `${unit.bedrooms} bedroom${unit.bedrooms > 1 ? 's' : ''}, sleeps ${Math.min(people, unit.bedrooms * 2 + 2)}`,
    };
  });

  const tagSlugs = new Set<string>(['family']);
  if (pets > 0) tagSlugs.add('pet-friendly');
  if (kind === 'beach') tagSlugs.add('near-beach');
  if (kind === 'ski') tagSlugs.add('ski');
  if (kind === 'ski' || kind === 'hills') tagSlugs.add('mountain-view');
  if (kind === 'lake') tagSlugs.add('lakeside');
  if (locality) tagSlugs.add('city-centre');
  if (category === 'Apartment' && random.chance(0.4)) tagSlugs.add('couple-friendly');
  const pool = category === 'Villa' ? random.chance(0.55) : random.chance(0.05);
  if (pool) tagSlugs.add('with-pool');
  if (category === 'Villa' && random.chance(0.3)) tagSlugs.add('luxury');

  const amenityIds: number[] = [AMENITY_IDS.wifi, AMENITY_IDS.kitchen, AMENITY_IDS.tv];
  if (random.chance(0.7)) amenityIds.push(AMENITY_IDS.washingMachine);
  if (random.chance(category === 'Apartment' ? 0.3 : 0.85)) amenityIds.push(AMENITY_IDS.parking);
  if (category !== 'Apartment') amenityIds.push(AMENITY_IDS.garden);
  if ((category === 'Chalet' || category === 'Cottage') && random.chance(0.5)) amenityIds.push(AMENITY_IDS.fireplace);
  if (category === 'Chalet' && random.chance(0.4)) amenityIds.push(AMENITY_IDS.sauna);
  if (pool) amenityIds.push(AMENITY_IDS.pool);
  if (pets > 0) amenityIds.push(AMENITY_IDS.pets);
  if (random.chance(0.6)) amenityIds.push(AMENITY_IDS.dishwasher);
  if (random.chance(0.5)) amenityIds.push(AMENITY_IDS.terrace);
  if (category !== 'Apartment' && random.chance(0.5)) amenityIds.push(AMENITY_IDS.barbecue);
  if (india) amenityIds.push(AMENITY_IDS.ac, AMENITY_IDS.powerBackup);

  const rated = random.chance(0.8);
  const ratingValue = rated ? Math.round((3.6 + random.next() * 1.4) * 10) / 10 : null;
  return {
    property: {
      id,
      brandId: india ? 'dunelight-in' : 'dunelight',
      propertyType: 'home',
      name,
      slug: slugify(name),
      description: `${random.pick(DESCRIPTION_OPENERS.home)} in ${place}, ${city.row.name}. ${bedrooms} bedroom${
        bedrooms > 1 ? 's' : ''
      }, sleeps ${people}${pets > 0 ? `, pets welcome (up to ${pets})` : ''}.`,
      address: india
        ? `${random.int(1, 120)}, ${street}, ${place}, ${city.row.name}, ${city.row.state} ${random.int(110001, 855999)}`
        : `${street} ${random.int(1, 180)}, ${city.row.name}, ${country.name}`,
      phone: frontDeskPhone(id, country.dialCode),
      cityId: city.row.id,
      localityId: locality?.id ?? null,
      countryId: country.id,
      latitude: position.latitude,
      longitude: position.longitude,
      category,
      ratingValue,
      ratingCount: rated ? random.int(2, 10) : 0, // how many reviews to write
      popularity: random.int(0, 10_000),
      currencyCode: country.currencyCode,
      checkinTime: '16:00',
      checkoutTime: '10:00',
      minRooms: 1,
      maxRooms: 1,
      noOfBedrooms: bedrooms,
      noOfPeople: people,
      noOfPets: pets,
      noForeignGuests: false,
      noUnmarriedCouples: india && random.chance(0.05),
      noLocalIds: india && random.chance(0.05),
      noPostpaid: random.chance(0.15),
      status: random.chance(0.02) ? 'disabled' : 'active',
      providerHotelCode: `DL-${countryCode.toUpperCase()}-${String(id).padStart(6, '0')}`,
    },
    tagSlugs: [...tagSlugs],
    amenityIds,
    roomCategories,
  };
}
