import type { HotelSummary } from '@stays/api-client';
import { countryById } from '@stays/brand-config';
import { distanceForDisplay } from '@stays/pricing';

/** "Miles are kilometres divided by 1.6; distance shown to 1 decimal", in the unit of the property's country. */
export function distanceOf(row: { country_id: number; distance_km: number | string | null | undefined }): Pick<HotelSummary, 'distance' | 'distance_unit'> {
  const unit = countryById(row.country_id)?.distanceUnit ?? 'km';
  if (row.distance_km === null || row.distance_km === undefined) return { distance: null, distance_unit: unit };
  return { distance: distanceForDisplay(Number(row.distance_km), unit).value, distance_unit: unit };
}
