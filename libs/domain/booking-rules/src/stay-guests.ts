import type { RoomGuests } from '@stays/validation';
import { spreadGuestsOverRooms } from './room-restrictions';

/** What a stay form counts: rooms, and each kind of guest over all of them. */
export interface StayGuestTotals {
  rooms: number;
  adults: number;
  children: number;
  infants: number;
  pets: number;
}

/** The totals of a room config, the inverse of `spreadStayGuests` for the counts. */
export function stayGuestTotals(rooms: readonly RoomGuests[]): StayGuestTotals {
  const total = (field: keyof RoomGuests) => rooms.reduce((sum, room) => sum + room[field], 0);
  return { rooms: rooms.length, adults: total('adults'), children: total('children'), infants: total('infants'), pets: total('pets') };
}

/**
 * The rooms of a stay from its totals: "guests are spread over rooms one adult at a time" (guest-journey §5), at
 * least one adult per room; children, infants and pets are spread the same way, so a room config keeps every
 * field of every room (adults, infants, children, pets) when the guest changes the stay.
 */
export function spreadStayGuests(totals: StayGuestTotals): RoomGuests[] {
  const rooms = spreadGuestsOverRooms(totals.adults, totals.rooms);
  for (const field of ['children', 'infants', 'pets'] as const) {
    const count = Math.max(0, Math.trunc(totals[field]) || 0);
    for (let index = 0; index < count; index += 1) (rooms[index % rooms.length] as RoomGuests)[field] += 1;
  }
  return rooms;
}
