import type { RoomCategory } from '@stays/api-client';
import { ServiceError } from '@stays/server-core';

/**
 * A category "sold out" because a room of the stay holds more adults than the category takes is a request to change,
 * not a room that is gone: 400 TOO_MANY_GUESTS naming the limit (guest-journey §8: 'Maximum 2 guests are allowed per
 * room'), before any 409 ROOMS_UNAVAILABLE.
 */
export function assertGuestsFitRooms(category: Pick<RoomCategory, 'name' | 'max_occupancy_allowed' | 'sold_out_reasons'>): void {
  if (!category.sold_out_reasons.includes('overMaxOccupancy')) return;
  throw new ServiceError(400, 'TOO_MANY_GUESTS', `Maximum ${category.max_occupancy_allowed} guests are allowed per room in ${category.name}`);
}
