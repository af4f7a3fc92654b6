import { AMENITIES, TAGS } from './data/vocabulary';
import { EUROPE_COUNTRY_WEIGHTS } from './data/places';
import { buildGeography, type PlacedCity } from './geography';
import { NameRegistry, type GeneratedProperty } from './generated-property';
import { collectionOf, groupHolidayParks } from './holiday-parks';
import { generateHome } from './homes';
import { generateHotel } from './hotels';
import { destinationPicture } from './pictures/picture-choice';
import { generateImages, generateReviews } from './property-extras';
import { regionKind } from './regions';
import { propertyOneLiner } from './property-one-liner';
import { createRandom, hashSeed } from './random';
import { generateRoomCategoryDetails } from './room-category-details';
import type {
  AmenityRow,
  CityRow,
  CountryRow,
  HolidayParkRow,
  LocalityRow,
  PropertyAmenityRow,
  PropertyImageRow,
  PropertyRow,
  PropertyTagRow,
  ReviewRow,
  RoomCategoryRow,
  TagRow,
} from './rows';

export type SeedSize = 'small' | 'large';

/** How many properties of each kind a size makes. */
export const SIZES: Record<SeedSize, { hotels: number; indiaHomes: number; europeHomes: number }> = {
  small: { hotels: 180, indiaHomes: 30, europeHomes: 110 },
  large: { hotels: 11_000, indiaHomes: 1_500, europeHomes: 8_500 },
};

/** Property ids start here so that they read like ids and stay stable across reseeds with the same seed. */
export const FIRST_PROPERTY_ID = 1001;

export interface Catalogue {
  countries: CountryRow[];
  cities: CityRow[];
  localities: LocalityRow[];
  tags: TagRow[];
  holidayParks: HolidayParkRow[];
  amenities: AmenityRow[];
  properties: PropertyRow[];
  propertyTags: PropertyTagRow[];
  propertyAmenities: PropertyAmenityRow[];
  propertyImages: PropertyImageRow[];
  roomCategories: RoomCategoryRow[];
  reviews: ReviewRow[];
}

export interface CatalogueOptions {
  seed: number;
  size: SeedSize;
  /** YYYY-MM-DD; reviews are dated before it. */
  startDate: string;
}

/** Everything but the nightly inventory: a pure function of seed, size and start date. */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const geography = buildGeography();
  const counts = SIZES[options.size];
  const names = new NameRegistry();
  const generated: GeneratedProperty[] = [];
  let nextPropertyId = FIRST_PROPERTY_ID;

  const hotelCities = geography.india.filter((city) => city.seed.hotels !== false);
  const indiaHomeCities = geography.india.filter((city) => city.seed.homes);
  const random = createRandom(hashSeed(options.seed, 1));
  for (let i = 0; i < counts.hotels; i++) {
    generated.push(generateHotel(random, nextPropertyId++, pickCity(random.next(), hotelCities), names));
  }
  for (let i = 0; i < counts.indiaHomes; i++) {
    generated.push(generateHome(random, nextPropertyId++, pickCity(random.next(), indiaHomeCities), names));
  }
  const europeCountries = Object.keys(EUROPE_COUNTRY_WEIGHTS);
  for (let i = 0; i < counts.europeHomes; i++) {
    // Every country gets homes even in the small seed: the first round goes through them in turn.
    const countryCode =
      i < europeCountries.length ? (europeCountries[i] as string) : random.pickWeighted(europeCountries, (code) => EUROPE_COUNTRY_WEIGHTS[code] ?? 1);
    const cities = geography.europe.filter((city) => city.seed.countryCode === countryCode);
    generated.push(generateHome(random, nextPropertyId++, pickCity(random.next(), cities), names));
  }

  const tags = TAGS.map((tag, index) => ({ id: index + 1, slug: tag.slug, name: tag.name }));
  const tagIdBySlug = new Map(tags.map((tag) => [tag.slug, tag.id]));
  const start = new Date(`${options.startDate}T00:00:00Z`);
  let roomCategoryId = 0;
  let reviewId = 0;
  const extrasRandom = createRandom(hashSeed(options.seed, 2));
  const reviewsRandom = createRandom(hashSeed(options.seed, 4));
  // A stream of its own, so that the room details leave every other generated value as it was.
  const roomDetailsRandom = createRandom(hashSeed(options.seed, 3));
  const countryCodeById = new Map(geography.countries.map((country) => [country.id, country.code]));
  const catalogue: Catalogue = {
    countries: geography.countries,
    cities: geography.cities,
    localities: geography.localities,
    tags,
    holidayParks: [],
    amenities: AMENITIES.map((amenity) => ({ ...amenity })),
    properties: [],
    propertyTags: [],
    propertyAmenities: [],
    propertyImages: [],
    roomCategories: [],
    reviews: [],
  };
  const cityNameById = new Map(geography.cities.map((city) => [city.id, city.name]));
  for (const generatedProperty of generated) {
    const { tagSlugs, amenityIds, roomCategories } = generatedProperty;
    const property: PropertyRow = {
      ...generatedProperty.property,
      oneLiner: propertyOneLiner(generatedProperty.property, tagSlugs, cityNameById.get(generatedProperty.property.cityId) ?? ''),
      holidayParkId: null,
      collection: collectionOf(generatedProperty.property, tagSlugs),
    };
    const images = generateImages(extrasRandom, property, regionKind(cityNameById.get(property.cityId) ?? ''));
    const setting = { tagSlugs, countryCode: countryCodeById.get(property.countryId) ?? '' };
    catalogue.properties.push(property);
    for (const slug of tagSlugs) {
      const tagId = tagIdBySlug.get(slug);
      if (tagId === undefined) throw new Error(`Unknown tag ${slug}`);
      catalogue.propertyTags.push({ propertyId: property.id, tagId });
    }
    for (const amenityId of new Set(amenityIds)) catalogue.propertyAmenities.push({ propertyId: property.id, amenityId });
    roomCategories.forEach((category, position) => {
      const details = generateRoomCategoryDetails(roomDetailsRandom, property, setting, { position, amenities: category.amenities }, images);
      catalogue.roomCategories.push({ ...category, ...details, id: ++roomCategoryId, propertyId: property.id, cityId: property.cityId, position });
    });
    catalogue.propertyImages.push(...images);
    const reviews = generateReviews(reviewsRandom, property, start, () => ++reviewId);
    // The rating count is the number of reviews the property has (the generator's count was how many to write).
    property.ratingCount = reviews.length;
    catalogue.reviews.push(...reviews);
  }
  const { parks, parkIdByPropertyId } = groupHolidayParks(catalogue.properties, catalogue.cities, catalogue.countries);
  catalogue.holidayParks = parks;
  catalogue.properties = catalogue.properties.map((property) => ({ ...property, holidayParkId: parkIdByPropertyId.get(property.id) ?? null }));
  catalogue.cities = catalogue.cities.map((city) => ({ ...city, imageUrl: cityImageUrl(city, catalogue.properties) }));
  return catalogue;
}

/** A city with active properties is pictured by a view of the kind of place it is (none if it has nothing to book). */
function cityImageUrl(city: { id: number; name: string }, properties: readonly PropertyRow[]): string | null {
  const bookable = properties.some((property) => property.cityId === city.id && property.status === 'active');
  return bookable ? destinationPicture(city.id, regionKind(city.name)) : null;
}

function pickCity(draw: number, cities: PlacedCity[]): PlacedCity {
  const total = cities.reduce((sum, city) => sum + city.seed.weight, 0);
  let target = draw * total;
  for (const city of cities) {
    target -= city.seed.weight;
    if (target < 0) return city;
  }
  const last = cities[cities.length - 1];
  if (!last) throw new Error('No city to place a property in');
  return last;
}
