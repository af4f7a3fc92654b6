import type { PointOfInterest } from '@stays/api-client';
import type { PointOfInterestRow } from './find-points-of-interest.repository';

/** Distances to the metre are noise; a site shows them to 1 decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

export function pointOfInterestFromRow(row: PointOfInterestRow): PointOfInterest {
  return {
    id: `${row.kind}-${row.id}`,
    type: row.kind,
    name: row.name,
    display_name: row.kind === 'city' ? row.name : `${row.name}, ${row.city_name}`,
    center_point: { lat: row.latitude, lng: row.longitude },
    distance_km: roundKm(row.distance_km),
    city_slug: row.city_slug,
    location_slug: row.kind === 'city' ? null : row.slug,
  };
}
