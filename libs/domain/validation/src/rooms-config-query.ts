import { z } from 'zod';
import { FIELDS_PER_ROOM, MAX_PER_ROOM, MAX_ROOMS, type RoomGuests } from './rooms-config';

// Apart from rooms-config.ts so that pages using only the room helpers do not load zod.
/**
 * Parses the `rooms_config` query form: the room count, then one group per room in the order
 * adults, infants, children, pets (spec guest-journey §3). "2,2,0,0,0,1,0,1,0" is two rooms.
 */
export const roomsConfigQuery = z.string().transform((value, context): RoomGuests[] => {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  const [count, ...groups] = numbers;
  if (count === undefined || numbers.some(Number.isNaN)) {
    context.addIssue({ code: 'custom', message: 'rooms_config must be whole numbers separated by commas' });
    return z.NEVER;
  }
  if (count < 1 || count > MAX_ROOMS) {
    context.addIssue({ code: 'custom', message: `rooms_config must ask for 1 to ${MAX_ROOMS} rooms` });
    return z.NEVER;
  }
  if (groups.length !== count * FIELDS_PER_ROOM) {
    context.addIssue({ code: 'custom', message: `rooms_config must give ${FIELDS_PER_ROOM} numbers for each of its ${count} room(s)` });
    return z.NEVER;
  }
  const rooms: RoomGuests[] = [];
  for (let index = 0; index < count; index += 1) {
    const [adults = 0, infants = 0, children = 0, pets = 0] = groups.slice(index * FIELDS_PER_ROOM, (index + 1) * FIELDS_PER_ROOM);
    if (adults < 1) {
      context.addIssue({ code: 'custom', message: 'every room needs at least one adult' });
      return z.NEVER;
    }
    if ([adults, infants, children, pets].some((n) => n > MAX_PER_ROOM)) {
      context.addIssue({ code: 'custom', message: `a room holds at most ${MAX_PER_ROOM} of each kind of guest` });
      return z.NEVER;
    }
    rooms.push({ adults, children, infants, pets });
  }
  return rooms;
});
