import { z } from 'zod';
import { validationMessages } from './messages';
import type { RoomGuests } from './rooms-config';

/**
 * "A roomConfig given as a string is split on commas and parsed as integers" (guest-journey §5).
 * Pieces that are not integers make the whole value invalid.
 */
export const roomConfigFromString = z.string().transform((value, context): number[] => {
  const parts = value.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) {
    context.addIssue({ code: 'custom', message: validationMessages.roomConfigInvalid.id });
    return z.NEVER;
  }
  return parts.map((part) => Number.parseInt(part, 10));
});

const MAX_ADULTS_IN_COMPACT_FORM = 3;

const room = (adults: number): RoomGuests => ({ adults, children: 0, infants: 0, pets: 0 });

/**
 * The compact occupancy string: count of rooms with 1 adult, with 2 adults, with 3 adults (guest-journey §3).
 * '1,0,0' is one room for one adult; '0,2,1' is two double rooms and one triple.
 */
export const compactOccupancy = roomConfigFromString.transform((counts, context): RoomGuests[] => {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (counts.length !== MAX_ADULTS_IN_COMPACT_FORM || total < 1) {
    context.addIssue({ code: 'custom', message: validationMessages.roomConfigInvalid.id });
    return z.NEVER;
  }
  return counts.flatMap((count, index) => Array.from({ length: count }, () => room(index + 1)));
});

/** The rooms as the compact occupancy string; a room of more than 3 adults counts as a room of 3 (the form's largest). */
export function formatCompactOccupancy(rooms: readonly Pick<RoomGuests, 'adults'>[]): string {
  const counts = [0, 0, 0];
  for (const { adults } of rooms) {
    const bucket = Math.min(Math.max(adults, 1), MAX_ADULTS_IN_COMPACT_FORM) - 1;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts.join(',');
}
