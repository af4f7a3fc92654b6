/** One room of a stay (spec guest-journey §3 "roomConfig"). */
export interface RoomGuests {
  adults: number;
  children: number;
  infants: number;
  pets: number;
}

export const MAX_ROOMS = 20;
export const MAX_PER_ROOM = 20;
export const FIELDS_PER_ROOM = 4;

/** The inverse of `roomsConfigQuery`. */
export function formatRoomsConfigQuery(rooms: readonly RoomGuests[]): string {
  return [rooms.length, ...rooms.flatMap((room) => [room.adults, room.infants, room.children, room.pets])].join(',');
}

/** The default search: one room, two adults (spec guest-journey §3 "default search 2 adults"). */
export const DEFAULT_SEARCH_ROOMS: readonly RoomGuests[] = [{ adults: 2, children: 0, infants: 0, pets: 0 }];

export function countGuests(rooms: readonly RoomGuests[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
}

export function countInfants(rooms: readonly RoomGuests[]): number {
  return rooms.reduce((sum, room) => sum + room.infants, 0);
}

export function countPets(rooms: readonly RoomGuests[]): number {
  return rooms.reduce((sum, room) => sum + room.pets, 0);
}

/** The search's "travelling with pets" flag (guest-journey §3 isTravellingWithPets): any room brings a pet. */
export function isTravellingWithPets(rooms: readonly RoomGuests[]): boolean {
  return countPets(rooms) > 0;
}
