import { FIELDS_PER_ROOM, MAX_PER_ROOM, MAX_ROOMS, type RoomGuests } from './rooms-config';

/** The `rooms_config` query form read: the rooms it asks for, or why it cannot be read. */
export type RoomsConfigReading = { ok: true; rooms: RoomGuests[] } | { ok: false; message: string };

/**
 * Reads the `rooms_config` query form: the room count, then one group per room in the order adults, infants,
 * children, pets (spec guest-journey §3). "2,2,0,0,0,1,0,1,0" is two rooms. Without zod, so pages that only read a
 * URL do not load it (`roomsConfigQuery` is the same rule as a schema).
 */
export function readRoomsConfigQuery(value: string): RoomsConfigReading {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  const [count, ...groups] = numbers;
  if (count === undefined || numbers.some(Number.isNaN)) return { ok: false, message: 'rooms_config must be whole numbers separated by commas' };
  if (count < 1 || count > MAX_ROOMS) return { ok: false, message: `rooms_config must ask for 1 to ${MAX_ROOMS} rooms` };
  if (groups.length !== count * FIELDS_PER_ROOM)
    return { ok: false, message: `rooms_config must give ${FIELDS_PER_ROOM} numbers for each of its ${count} room(s)` };
  const rooms: RoomGuests[] = [];
  for (let index = 0; index < count; index += 1) {
    const [adults = 0, infants = 0, children = 0, pets = 0] = groups.slice(index * FIELDS_PER_ROOM, (index + 1) * FIELDS_PER_ROOM);
    if (adults < 1) return { ok: false, message: 'every room needs at least one adult' };
    if ([adults, infants, children, pets].some((n) => n > MAX_PER_ROOM))
      return { ok: false, message: `a room holds at most ${MAX_PER_ROOM} of each kind of guest` };
    rooms.push({ adults, children, infants, pets });
  }
  return { ok: true, rooms };
}
