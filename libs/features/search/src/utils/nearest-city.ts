import type { City, GeoPoint } from '@stays/api-client';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The city closest to a point, among those of the given countries. */
export function nearestCity(cities: readonly City[], point: GeoPoint, countryIds: readonly number[]): City | undefined {
  let best: { city: City; km: number } | undefined;
  for (const city of cities) {
    if (!countryIds.includes(city.country_id)) continue;
    const km = distanceKm(point, city.center_point);
    if (!best || km < best.km) best = { city, km };
  }
  return best?.city;
}
