import type { RoomGuests } from '@stays/validation';
import { bookingMessages, type Message } from './messages';

/** A hotel's room-count restriction (hotel restrictions.minMaxRestriction: present, minRoom, and a maximum). */
export interface MinMaxRestriction {
  present: boolean;
  minRoom?: number | null;
  maxRoom?: number | null;
}

const boundsOf = (restriction: MinMaxRestriction | null | undefined): { min: number; max: number | null } => {
  if (!restriction?.present) return { min: 1, max: null };
  return { min: Math.max(1, restriction.minRoom ?? 1), max: restriction.maxRoom ?? null };
};

/**
 * The min–max room message (guest-journey §8): "A minimum of N room(s) need to be booked" when only a minimum
 * above 1 applies, "A minimum X and max Y rooms can be booked" when both apply, "Maximum Y rooms can be booked"
 * when only a maximum applies. Null without a restriction.
 */
export function minMaxRoomMessage(restriction: MinMaxRestriction | null | undefined): Message | null {
  const { min, max } = boundsOf(restriction);
  if (max !== null && min > 1) return { descriptor: bookingMessages.minimumAndMaximumRooms, values: { min, max } };
  if (max !== null) return { descriptor: bookingMessages.maximumRooms, values: { max } };
  if (min > 1) return { descriptor: bookingMessages.minimumRooms, values: { count: min } };
  return null;
}

/** Whether a room count breaks the restriction (the message above is then shown). */
export function breaksMinMaxRestriction(rooms: number, restriction: MinMaxRestriction | null | undefined): boolean {
  const { min, max } = boundsOf(restriction);
  return rooms < min || (max !== null && rooms > max);
}

/** "Room count is clamped to the hotel's minimum and maximum" (guest-journey §5). */
export function clampRoomCount(rooms: number, restriction: MinMaxRestriction | null | undefined): number {
  const { min, max } = boundsOf(restriction);
  const atLeastMin = Math.max(min, Math.trunc(rooms) || 1);
  return max === null ? atLeastMin : Math.min(atLeastMin, Math.max(max, min));
}

/**
 * "Guest count defaults to 1, rooms to 1; guests are spread over rooms one adult at a time" (guest-journey §5).
 * Every room gets at least one adult, so the guest count is raised to the room count when it is lower.
 */
export function spreadGuestsOverRooms(guests: number | null | undefined, rooms: number | null | undefined): RoomGuests[] {
  const roomCount = Math.max(1, Math.trunc(rooms ?? 1) || 1);
  const guestCount = Math.max(roomCount, Math.trunc(guests ?? 1) || 1);
  const result: RoomGuests[] = Array.from({ length: roomCount }, () => ({ adults: 0, children: 0, infants: 0, pets: 0 }));
  for (let guest = 0; guest < guestCount; guest += 1) (result[guest % roomCount] as RoomGuests).adults += 1;
  return result;
}

/**
 * "the room config is forced to satisfy the minimum rooms and guests restriction" (guest-journey §5); availability
 * refresh "adjusts the room configuration to the minimum and maximum restrictions" (§4). The room count is clamped;
 * adults are spread again one at a time over the new count (at least one per room); children, infants and pets are
 * spread the same way. A config that already fits is returned unchanged.
 */
export function fitRoomConfigToRestriction(rooms: readonly RoomGuests[], restriction: MinMaxRestriction | null | undefined): RoomGuests[] {
  const target = clampRoomCount(rooms.length, restriction);
  if (target === rooms.length && rooms.every((room) => room.adults >= 1)) return rooms.map((room) => ({ ...room }));
  const total = (field: keyof RoomGuests) => rooms.reduce((sum, room) => sum + room[field], 0);
  const fitted = spreadGuestsOverRooms(total('adults'), target);
  for (const field of ['children', 'infants', 'pets'] as const) {
    for (let index = 0; index < total(field); index += 1) (fitted[index % target] as RoomGuests)[field] += 1;
  }
  return fitted;
}
