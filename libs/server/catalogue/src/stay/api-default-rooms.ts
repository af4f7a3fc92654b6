import type { RoomGuests } from '@stays/validation';

/**
 * The rooms a call stands for when it names none: the spec's `rooms_config (default 1,0,0)` (guest-journey §7), one
 * room for one adult. The web app always sends the rooms its form shows; this is the partner's default. A fresh copy each call.
 */
export function apiDefaultRooms(): RoomGuests[] {
  return [{ adults: 1, children: 0, infants: 0, pets: 0 }];
}
