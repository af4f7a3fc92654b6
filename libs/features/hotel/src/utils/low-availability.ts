/** 'Only N room(s) left' shows when 1 or 2 remain (guest-journey §8). */
export function showsLowAvailability(availableRooms: number): boolean {
  return availableRooms === 1 || availableRooms === 2;
}
