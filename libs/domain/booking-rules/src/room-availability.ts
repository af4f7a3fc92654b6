import { bookingMessages, type Message } from './messages';

export type SoldOutReason = 'noRoomsAvailable' | 'fewerThanRequested' | 'invalidPricing' | 'overMaxOccupancy' | 'fewerThanMinimumRooms';

export interface RoomCategoryAvailability {
  availableRooms: number;
  requestedRooms: number;
  /** The category's nightly price; missing, zero, negative or not a number is invalid pricing. */
  price: number | null | undefined;
  /** The largest number of adults in one requested room. */
  maxAdultsPerRoom: number;
  maxOccupancy: number;
  /** The hotel's minimum room count (minMaxRestriction.minRoom); 1 without a restriction. */
  minRooms?: number;
}

/**
 * "Room category is sold out when: no rooms are available, fewer than the requested rooms, pricing is invalid, the
 * largest adults-per-room exceeds max occupancy, or fewer than the minimum room count" (guest-journey §4).
 * Returns every condition that holds; the category is sold out when the list is not empty.
 */
export function soldOutReasons(category: RoomCategoryAvailability): SoldOutReason[] {
  const reasons: SoldOutReason[] = [];
  if (category.availableRooms <= 0) reasons.push('noRoomsAvailable');
  if (category.availableRooms < category.requestedRooms) reasons.push('fewerThanRequested');
  if (!isPricingValid(category.price)) reasons.push('invalidPricing');
  if (category.maxAdultsPerRoom > category.maxOccupancy) reasons.push('overMaxOccupancy');
  if (category.availableRooms < (category.minRooms ?? 1)) reasons.push('fewerThanMinimumRooms');
  return reasons;
}

export function isRoomCategorySoldOut(category: RoomCategoryAvailability): boolean {
  return soldOutReasons(category).length > 0;
}

export function isPricingValid(price: number | null | undefined): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** "Low availability: 'Only N room(s) left' when 1 or 2 remain" (guest-journey §8). */
export function lowAvailabilityMessage(availableRooms: number): Message | null {
  if (availableRooms !== 1 && availableRooms !== 2) return null;
  return { descriptor: bookingMessages.onlyRoomsLeft, values: { count: availableRooms } };
}

/**
 * "Triple occupancy: 'Maximum 2 guests are allowed per room'": shown when a room holds more than two guests and
 * the category does not allow three.
 */
export function tripleOccupancyMessage(guestsPerRoom: readonly number[], maxOccupancy: number): Message | null {
  const largest = Math.max(0, ...guestsPerRoom);
  if (largest <= 2 || maxOccupancy >= largest) return null;
  return { descriptor: bookingMessages.tripleOccupancy, values: {} };
}
