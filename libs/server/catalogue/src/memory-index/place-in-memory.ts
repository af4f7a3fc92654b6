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
    const row = property.row;
    if (criteria.cityId !== undefined && row.city_id !== criteria.cityId) return false;
    if (criteria.localityId !== undefined && property.localityId !== criteria.localityId) return false;
    if (criteria.countryId !== undefined && row.country_id !== criteria.countryId) return false;
    if (criteria.holidayParkId !== undefined && property.holidayParkId !== criteria.holidayParkId) return false;
    if (criteria.collection !== undefined && property.collection !== criteria.collection) return false;
    if (!tagIds.every((tagId) => property.tagIds.has(tagId))) return false;
    if (radius && !radius(row.latitude, row.longitude)) return false;
    if (criteria.brandId !== null && row.brand_id !== criteria.brandId) return false;
    if (criteria.propertyType !== null && row.property_type !== criteria.propertyType) return false;
    if (criteria.pets > 0 && (row.no_of_pets ?? 0) < criteria.pets) return false;
    if (category !== undefined && row.category.toLowerCase() !== category) return false;
    if (criteria.ratingMin !== undefined && (row.rating_value === null || row.rating_value < criteria.ratingMin)) return false;
    if (criteria.payAtHotel === true && row.no_postpaid) return false;
    if (criteria.coupleFriendly === true && row.no_unmarried_couples) return false;
    return amenityIds.every((amenityId) => property.amenityIds.has(amenityId));
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
export function greatCircleKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const halfLat = Math.sin(((lat2 - lat1) * RADIANS_PER_DEGREE) / 2);
  const halfLng = Math.sin(((lng2 - lng1) * RADIANS_PER_DEGREE) / 2);
  return 2 * 6371 * Math.asin(Math.sqrt(halfLat * halfLat + Math.cos(lat1 * RADIANS_PER_DEGREE) * Math.cos(lat2 * RADIANS_PER_DEGREE) * (halfLng * halfLng)));
}

/** A candidate as `placeOrderSql` sorts it. */
export interface Ranked {
  property: IndexedProperty;
  /** The price the sort reads (a stay's total or a 'from' price); null sorts last. */
  price: number | null;
}

/** The comparator of `placeOrderSql` for a sort from the searched location, ties by id. */
export function placeOrder(sort: SortParams, location: Location): (a: Ranked, b: Ranked) => number {
  const byId = (a: Ranked, b: Ranked) => a.property.row.id - b.property.row.id;
  switch (sort) {
    case 'price_low_to_high':
      return (a, b) => nullsLast(a.price, b.price, (x, y) => x - y) || byId(a, b);
    case 'price_high_to_low':
      return (a, b) => nullsLast(a.price, b.price, (x, y) => y - x) || byId(a, b);
    case 'rating':
      return (a, b) =>
        nullsLast(a.property.row.rating_value, b.property.row.rating_value, (x, y) => y - x) ||
        b.property.row.rating_count - a.property.row.rating_count ||
        byId(a, b);
    case 'distance': {
      const { latitude, longitude } = location;
      const distance =
        latitude === null || longitude === null
          ? () => null
          : (ranked: Ranked) => {
              const dLat = ranked.property.row.latitude - latitude;
              const dLng = (ranked.property.row.longitude - longitude) * Math.cos(latitude * RADIANS_PER_DEGREE);
              return dLat * dLat + dLng * dLng;
            };
      return (a, b) => nullsLast(distance(a), distance(b), (x, y) => x - y) || b.property.popularity - a.property.popularity || byId(a, b);
    }
    case 'popularity':
      return (a, b) => b.property.popularity - a.property.popularity || byId(a, b);
  }
}

function nullsLast(a: number | null, b: number | null, compare: (a: number, b: number) => number): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return compare(a, b);
}

/** The distance of a card from the searched place's centre (`propertyCardColumnsSql`'s distance_km): null for a country. */
export function distanceKm(property: IndexedProperty, location: Location): number | null {
  if (location.latitude === null || location.longitude === null) return null;
  return greatCircleKm(property.row.latitude, property.row.longitude, location.latitude, location.longitude);
}
