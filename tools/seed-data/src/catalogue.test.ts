import { describe, expect, it } from 'vitest';
import { FIRST_PROPERTY_ID, SIZES, generateCatalogue, type Catalogue } from './catalogue';
import { regionKind } from './regions';
import { averageRating } from './review-ratings';

const START = '2026-11-22';
const small = generateCatalogue({ seed: 42, size: 'small', startDate: START });

/** Generous boxes around each country (mainland and islands we use), [south, north, west, east]. */
const BOUNDS: Record<string, [number, number, number, number]> = {
  in: [6.5, 35.7, 68.0, 97.5],
  nl: [50.7, 53.6, 3.3, 7.3],
  de: [47.2, 55.1, 5.8, 15.1],
  fr: [41.3, 51.1, -5.2, 9.6],
  es: [35.9, 43.8, -9.4, 4.4],
  at: [46.3, 49.1, 9.5, 17.2],
  it: [35.4, 47.1, 6.6, 18.6],
  gb: [49.8, 60.9, -8.7, 1.8],
  be: [49.5, 51.6, 2.5, 6.4],
};

const CURRENCY: Record<string, string> = { in: 'INR', nl: 'EUR', de: 'EUR', fr: 'EUR', es: 'EUR', at: 'EUR', it: 'EUR', gb: 'GBP', be: 'EUR' };

function countryCodeOf(catalogue: Catalogue, countryId: number): string {
  const country = catalogue.countries.find((candidate) => candidate.id === countryId);
  if (!country) throw new Error(`no country ${countryId}`);
  return country.code;
}

describe('generateCatalogue', () => {
  it('makes the identical catalogue from the same seed', () => {
    expect(generateCatalogue({ seed: 42, size: 'small', startDate: START })).toEqual(small);
  });

  it('makes a different catalogue from a different seed, on the same places and property ids', () => {
    const other = generateCatalogue({ seed: 43, size: 'small', startDate: START });
    expect(other.cities.map(({ imageUrl: _, ...city }) => city)).toEqual(small.cities.map(({ imageUrl: _, ...city }) => city));
    expect(other.properties.map((property) => property.id)).toEqual(small.properties.map((property) => property.id));
    expect(other.properties.map((property) => property.name)).not.toEqual(small.properties.map((property) => property.name));
    expect(other.roomCategories).not.toEqual(small.roomCategories);
  });

  it('has the brand countries with the agreed ids', () => {
    expect(small.countries.map((country) => [country.code, country.id]).sort()).toEqual(
      [
        ['at', 22],
        ['be', 28],
        ['de', 80],
        ['es', 183],
        ['fr', 74],
        ['gb', 210],
        ['in', 1],
        ['it', 101],
        ['nl', 143],
      ].sort(),
    );
  });

  it('has at least 25 Indian cities and 8 in every holiday-home country, with unique slugs per country', () => {
    for (const country of small.countries) {
      const cities = small.cities.filter((city) => city.countryId === country.id);
      expect(cities.length, country.code).toBeGreaterThanOrEqual(country.code === 'in' ? 25 : 8);
      expect(new Set(cities.map((city) => city.slug)).size).toBe(cities.length);
    }
    expect(small.cities.find((city) => city.name === 'New Delhi')?.slug).toBe('new-delhi');
  });

  it('pictures each city that has active properties with a rendered view of its kind of place', () => {
    for (const city of small.cities) {
      const bookable = small.properties.some((property) => property.cityId === city.id && property.status === 'active');
      if (!bookable) {
        expect(city.imageUrl).toBeNull();
        continue;
      }
      expect(city.imageUrl).toBe(`/pictures/view-${regionKind(city.name)}-${(city.id % 3) + 1}-960.webp`);
    }
    expect(small.cities.filter((city) => city.imageUrl !== null).length).toBeGreaterThan(small.cities.length / 2);
  });

  it('places properties, cities and localities inside their country', () => {
    const cityById = new Map(small.cities.map((city) => [city.id, city]));
    const points = [
      ...small.cities.map((city) => ({ what: city.name, countryId: city.countryId, latitude: city.latitude, longitude: city.longitude })),
      ...small.localities.map((locality) => ({ what: locality.name, countryId: cityById.get(locality.cityId)?.countryId ?? 0, ...locality })),
      ...small.properties.map((property) => ({ what: property.name, ...property })),
    ];
    for (const point of points) {
      const [south, north, west, east] = BOUNDS[countryCodeOf(small, point.countryId)] ?? [0, 0, 0, 0];
      expect(point.latitude, point.what).toBeGreaterThanOrEqual(south);
      expect(point.latitude, point.what).toBeLessThanOrEqual(north);
      expect(point.longitude, point.what).toBeGreaterThanOrEqual(west);
      expect(point.longitude, point.what).toBeLessThanOrEqual(east);
    }
  });

  it('prices each property in its country currency and keeps brand, type and country consistent', () => {
    for (const property of small.properties) {
      const code = countryCodeOf(small, property.countryId);
      expect(property.currencyCode, property.name).toBe(CURRENCY[code]);
      const expectedBrand = property.propertyType === 'hotel' ? 'nivaas' : code === 'in' ? 'dunelight-in' : 'dunelight';
      expect(property.brandId, property.name).toBe(expectedBrand);
      const city = small.cities.find((candidate) => candidate.id === property.cityId);
      expect(city?.countryId).toBe(property.countryId);
    }
  });

  it('has hotels, Indian homes and European homes in the numbers of the size, with consecutive ids', () => {
    const count = (brandId: string) => small.properties.filter((property) => property.brandId === brandId).length;
    expect(count('nivaas')).toBe(SIZES.small.hotels);
    expect(count('dunelight-in')).toBe(SIZES.small.indiaHomes);
    expect(count('dunelight')).toBe(SIZES.small.europeHomes);
    expect(small.properties.map((property) => property.id)).toEqual(small.properties.map((_, index) => FIRST_PROPERTY_ID + index));
    const europeCountries = new Set(small.properties.filter((property) => property.brandId === 'dunelight').map((property) => property.countryId));
    expect(europeCountries.size).toBe(8);
  });

  it('gives every property at least one room category: hotels 1 to 4 with rising tariffs, homes let whole', () => {
    for (const property of small.properties) {
      const categories = small.roomCategories.filter((category) => category.propertyId === property.id);
      expect(categories.length, property.name).toBeGreaterThanOrEqual(1);
      expect(categories.length, property.name).toBeLessThanOrEqual(property.propertyType === 'hotel' ? 4 : 2);
      for (const category of categories) {
        expect(category.cityId).toBe(property.cityId);
        expect(category.singleBedBaseTariff).toBeLessThanOrEqual(category.doubleBedBaseTariff);
        if (property.propertyType === 'hotel') {
          expect(category.maxOccupancy).toBeGreaterThanOrEqual(2);
          expect(category.maxOccupancy).toBeLessThanOrEqual(3);
        } else {
          expect(category.extraBedBaseTariff).toBe(0);
          expect(category.maxOccupancy).toBeLessThanOrEqual(property.noOfPeople ?? 0);
        }
      }
      expect(categories.map((category) => category.position)).toEqual(categories.map((_, index) => index));
    }
    expect(new Set(small.roomCategories.map((category) => category.id)).size).toBe(small.roomCategories.length);
  });

  it('gives homes bedrooms, guests and pets, and hotels none', () => {
    for (const property of small.properties) {
      if (property.propertyType === 'home') {
        expect(property.noOfBedrooms).toBeGreaterThanOrEqual(1);
        expect(property.noOfPeople).toBeGreaterThanOrEqual(2);
        expect(property.noOfPets).toBeGreaterThanOrEqual(0);
      } else {
        expect(property.noOfBedrooms).toBeNull();
        expect(property.noOfPeople).toBeNull();
      }
    }
  });

  it('names every property uniquely, with Nivaas hotel names built from a word and the place', () => {
    expect(new Set(small.properties.map((property) => property.name)).size).toBe(small.properties.length);
    const hotels = small.properties.filter((property) => property.propertyType === 'hotel');
    for (const hotel of hotels) expect(hotel.name).toMatch(/^Nivaas /);
    expect(small.properties.some((property) => property.ratingValue === null)).toBe(true);
  });

  it('has 3 to 8 rendered pictures per property, its own building in its own setting first', () => {
    const cityName = new Map(small.cities.map((city) => [city.id, city.name]));
    for (const property of small.properties) {
      const images = small.propertyImages.filter((image) => image.propertyId === property.id);
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(8);
      for (const image of images) expect(image.url).toMatch(/^\/pictures\/(exterior|room|view)-[a-z]+(-[a-z]+)?-\d-960\.webp$/);
      const building = property.propertyType === 'hotel' ? 'hotel' : property.category.toLowerCase();
      expect(images[0]?.url).toContain(`/pictures/exterior-${building}-${regionKind(cityName.get(property.cityId) ?? '')}-`);
    }
    const hotelFaces = new Set(small.propertyImages.filter((image) => image.position === 0 && image.url.includes('exterior-hotel-')).map((image) => image.url));
    expect(hotelFaces.size).toBeGreaterThanOrEqual(12);
  });

  it('has several reviews for rated properties, none for unrated ones, all before the start date', () => {
    for (const property of small.properties) {
      const reviews = small.reviews.filter((review) => review.propertyId === property.id);
      if (property.ratingValue === null) expect(reviews).toEqual([]);
      else expect(reviews.length).toBeGreaterThanOrEqual(2);
      for (const review of reviews) {
        expect([0, 2]).toContain(review.source);
        expect(review.createdAt < `${START}T00:00:00`).toBe(true);
      }
    }
  });

  it("gives each property a rating that is its reviews': as many as it counts, averaging to its value, no text twice", () => {
    for (const property of small.properties) {
      const reviews = small.reviews.filter((review) => review.propertyId === property.id);
      expect({ id: property.id, value: property.ratingValue, count: property.ratingCount }).toEqual({
        id: property.id,
        value: averageRating(reviews.map((review) => review.rating)),
        count: reviews.length,
      });
      expect(new Set(reviews.map((review) => review.body)).size).toBe(reviews.length);
    }
  });

  it('tags and equips properties only with known tags and amenities', () => {
    const tagIds = new Set(small.tags.map((tag) => tag.id));
    const amenityIds = new Set(small.amenities.map((amenity) => amenity.id));
    expect(small.propertyTags.every((row) => tagIds.has(row.tagId))).toBe(true);
    expect(small.propertyAmenities.every((row) => amenityIds.has(row.amenityId))).toBe(true);
    expect(small.tags.map((tag) => tag.slug)).toEqual(
      expect.arrayContaining(['couple-friendly', 'near-beach', 'family', 'pet-friendly', 'business', 'with-pool']),
    );
  });

  it('gives room categories of both brands meals, views, missing amenities and pictures of the property itself', () => {
    const typeOf = new Map(small.properties.map((property) => [property.id, property.propertyType]));
    const imagesOf = new Map<number, Set<string>>();
    for (const image of small.propertyImages) imagesOf.set(image.propertyId, (imagesOf.get(image.propertyId) ?? new Set()).add(image.url));
    for (const type of ['hotel', 'home'] as const) {
      const categories = small.roomCategories.filter((category) => typeOf.get(category.propertyId) === type);
      expect(
        categories.some((category) => category.services.some((service) => service.code === 'breakfast')),
        type,
      ).toBe(true);
      expect(
        categories.some((category) => category.restrictedAmenities.length > 0),
        type,
      ).toBe(true);
      expect(
        categories.every((category) => category.views.length > 0),
        type,
      ).toBe(true);
    }
    for (const category of small.roomCategories) {
      expect(category.media.length).toBeGreaterThan(0);
      expect(category.media.every((media) => imagesOf.get(category.propertyId)?.has(media.url))).toBe(true);
      expect(category.services.every((service) => (service.included ? service.price === null : (service.price ?? 0) > 0))).toBe(true);
      expect(category.restrictedAmenities.some((missing) => category.amenities.includes(missing.name))).toBe(false);
    }
    expect(small.roomCategories.some((category) => category.services.some((service) => service.included))).toBe(true);
  });

  it('gives every property a one-liner naming its city, told by its setting', () => {
    const cityName = new Map(small.cities.map((city) => [city.id, city.name]));
    for (const property of small.properties) expect(property.oneLiner).toContain(cityName.get(property.cityId));
    expect(new Set(small.properties.map((property) => property.oneLiner.replace(/ in .*| of .*/, ''))).size).toBeGreaterThan(5);
  });
});
