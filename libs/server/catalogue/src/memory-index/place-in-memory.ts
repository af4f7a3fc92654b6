import type { SortParams } from '@stays/api-client';
import type { PlaceCriteria } from '../search/place-sql';
import type { CatalogueIndex, IndexedProperty } from './catalogue-index';

/** The searched place as `locationSql` finds it: its country's time zone and its centre (none for a country). */
export interface Location {
  countryId: number;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
}

const RADIANS_PER_DEGREE = Math.PI / 180;

/** The twin of `locationSql`: the most precise of point, holiday park, locality, city and country given; null when unknown. */
export function locate(index: CatalogueIndex, criteria: PlaceCriteria): Location | null {
  const inCountry = (countryId: number, latitude: number | null, longitude: number | null): Location | null => {
    const timeZone = index.timeZoneOf(countryId);
    return timeZone === undefined ? null : { countryId, timeZone, latitude, longitude };
  };
  if (criteria.coordinates !== undefined) {
    const { latitude, longitude } = criteria.coordinates;
    let nearest: { countryId: number; distance: number } | null = null;
    const scale = Math.cos(latitude * RADIANS_PER_DEGREE);
    for (const city of index.allCities().values()) {
      const dLat = city.latitude - latitude;
      const dLng = (city.longitude - longitude) * scale;
      const distance = dLat * dLat + dLng * dLng;
      if (nearest === null || distance < nearest.distance) nearest = { countryId: city.country_id, distance };
    }
    return nearest === null ? null : inCountry(nearest.countryId, latitude, longitude);
  }
  if (criteria.holidayParkId !== undefined) {
    const park = index.holidayPark(criteria.holidayParkId);
    return park ? inCountry(park.country_id, park.latitude, park.longitude) : null;
  }
  if (criteria.localityId !== undefined) {
    const locality = index.locality(criteria.localityId);
    const city = locality && index.city(locality.city_id);
    return locality && city ? inCountry(city.country_id, locality.latitude, locality.longitude) : null;
  }
  if (criteria.cityId !== undefined) {
    const city = index.city(criteria.cityId);
    return city ? inCountry(city.country_id, city.latitude, city.longitude) : null;
  }
  if (criteria.countryId !== undefined) return inCountry(criteria.countryId, null, null);
  throw new RangeError('a search needs a point, holiday park, city, locality or country');
}

/** The twin of `placeConditionsSql`: the active properties of the place that every filter on the property keeps. */
export function placeProperties(index: CatalogueIndex, criteria: PlaceCriteria): IndexedProperty[] {
  const tagIds = criteria.tagIds ?? [];
  const amenityIds = criteria.amenityIds ? [...new Set(criteria.amenityIds)] : [];
  const category = criteria.category?.toLowerCase();
  const radius = criteria.coordinates ? withinRadius(criteria.coordinates) : null;
  const pool = index.propertiesIn({ cityId: criteria.cityId, countryId: criteria.countryId });
  return pool.filter((property) => {
    const row = property.facts;
    if (criteria.cityId !== undefined && row.cityId !== criteria.cityId) return false;
    if (criteria.localityId !== undefined && property.localityId !== criteria.localityId) return false;
    if (criteria.countryId !== undefined && row.countryId !== criteria.countryId) return false;
    if (criteria.holidayParkId !== undefined && property.holidayParkId !== criteria.holidayParkId) return false;
    if (criteria.collection !== undefined && property.collection !== criteria.collection) return false;
    if (tagIds.length > 0 && !tagIds.every((tagId) => property.tagIds.has(tagId))) return false;
    if (radius && !radius(row.latitude, row.longitude)) return false;
    if (criteria.brandId !== null && row.brandId !== criteria.brandId) return false;
    if (criteria.propertyType !== null && row.propertyType !== criteria.propertyType) return false;
    if (criteria.pets > 0 && row.pets < criteria.pets) return false;
    if (category !== undefined && row.categoryLower !== category) return false;
    if (criteria.ratingMin !== undefined && (row.ratingValue === null || row.ratingValue < criteria.ratingMin)) return false;
    if (criteria.payAtHotel === true && row.noPostpaid) return false;
    if (criteria.coupleFriendly === true && row.noUnmarriedCouples) return false;
    return amenityIds.length === 0 || amenityIds.every((amenityId) => property.amenityIds.has(amenityId));
  });
}

/** `withinRadiusSql`: the bounding box, then the great-circle distance. */
function withinRadius(point: { latitude: number; longitude: number; radiusKm: number }): (latitude: number, longitude: number) => boolean {
  const latDelta = point.radiusKm / 111.0;
  const lngDelta = point.radiusKm / (111.0 * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  const [latLow, latHigh] = [point.latitude - latDelta, point.latitude + latDelta];
  const [lngLow, lngHigh] = [point.longitude - lngDelta, point.longitude + lngDelta];
  return (latitude, longitude) =>
    latitude >= latLow &&
    latitude <= latHigh &&
    longitude >= lngLow &&
    longitude <= lngHigh &&
    greatCircleKm(latitude, longitude, point.latitude, point.longitude) <= point.radiusKm;
}

/** `greatCircleKmSql`, operation for operation. */
function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const halfLat = Math.sin(((lat2 - lat1) * RADIANS_PER_DEGREE) / 2);
  const halfLng = Math.sin(((lng2 - lng1) * RADIANS_PER_DEGREE) / 2);
  return 2 * 6371 * Math.asin(Math.sqrt(halfLat * halfLat + Math.cos(lat1 * RADIANS_PER_DEGREE) * Math.cos(lat2 * RADIANS_PER_DEGREE) * (halfLng * halfLng)));
}

/**
 * A candidate with the keys `placeOrderSql` sorts it by: group (sold-out last), then k1 ascending (a SQL NULL, which
 * sorts last, is Infinity), then k2, then id. Every key is a plain number (never null, never -0), so all candidates
 * share one object shape and the sort stays on V8's fast path.
 */
export interface Ranked<Offer> {
  property: IndexedProperty;
  /** The price the sort reads (a stay's total or a 'from' price); null when none. */
  price: number | null;
  offer: Offer;
  group: number;
  k1: number;
  k2: number;
  id: number;
}

/** The twin of `placeOrderSql`: a candidate with its sort keys for a sort from the searched location. */
export function ranked<Offer>(
  property: IndexedProperty,
  price: number | null,
  offer: Offer,
  group: number,
  sort: SortParams,
  location: Location,
): Ranked<Offer> {
  const facts = property.facts;
  let k1: number;
  let k2 = 0;
  switch (sort) {
    case 'price_low_to_high':
      k1 = price ?? Infinity;
      break;
    case 'price_high_to_low':
      k1 = price === null ? Infinity : -price;
      break;
    case 'rating':
      k1 = facts.ratingValue === null ? Infinity : -facts.ratingValue;
      k2 = -facts.ratingCount;
      break;
    case 'distance': {
      // Equirectangular, from the centre; a country has none (then popularity).
      const { latitude, longitude } = location;
      if (latitude === null || longitude === null) k1 = Infinity;
      else {
        const dLat = facts.latitude - latitude;
        const dLng = (facts.longitude - longitude) * Math.cos(latitude * RADIANS_PER_DEGREE);
        k1 = dLat * dLat + dLng * dLng;
      }
      k2 = -facts.popularity;
      break;
    }
    case 'popularity':
      k1 = -facts.popularity;
      break;
  }
  // `|| 0` turns -0 into 0 (a double in V8's eyes, where 0 is a small integer).
  return { property, price, offer, group, k1: k1 || 0, k2: k2 || 0, id: facts.id };
}

export function byRank<Offer>(a: Ranked<Offer>, b: Ranked<Offer>): number {
  if (a.group !== b.group) return a.group - b.group;
  if (a.k1 !== b.k1) return a.k1 < b.k1 ? -1 : 1;
  return a.k2 - b.k2 || a.id - b.id;
}

/** The distance of a card from the searched place's centre (`propertyCardColumnsSql`'s distance_km): null for a country. */
function distanceKm(property: IndexedProperty, location: Location): number | null {
  if (location.latitude === null || location.longitude === null) return null;
  return greatCircleKm(property.facts.latitude, property.facts.longitude, location.latitude, location.longitude);
}

/** The property's own columns of a search or open-search row (both SQL twins select the same ones). */
export function propertyColumns(property: IndexedProperty, location: Location, minimal: boolean) {
  const row = property.row;
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city_id: row.city_id,
    city_name: row.city_name,
    locality_name: row.locality_name,
    country_id: row.country_id,
    country_name: row.country_name,
    property_type: row.property_type,
    category: row.category,
    rating_value: row.rating_value,
    rating_count: row.rating_count,
    latitude: row.latitude,
    longitude: row.longitude,
    currency_code: row.currency_code,
    no_of_bedrooms: row.no_of_bedrooms,
    no_of_people: row.no_of_people,
    no_of_pets: row.no_of_pets,
    images: minimal ? [] : row.images,
    distance_km: distanceKm(property, location),
  };
}
