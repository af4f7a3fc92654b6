/**
 * The search summary `room_night_windows` (migration 0006) keeps, per room category, one row per window of
 * WINDOW_NIGHTS nights starting every WINDOW_STRIDE nights from WINDOW_EPOCH. These constants must equal the
 * migration's (32, 48, 2000-01-01): an integration test checks the rows the triggers write against them.
 */
const WINDOW_EPOCH = '2000-01-01';
export const WINDOW_STRIDE = 32;
export const WINDOW_NIGHTS = 48;

/** Where a stay lies in the summary: the window holding all its nights and the 1-based slot of its first night. */
export interface StayWindow {
  windowIndex: number;
  firstSlot: number;
  nights: number;
}

const DAY_MS = 86_400_000;

/**
 * The one window that holds every night of [checkin, checkin + nights), or null when the stay is longer than a
 * window can hold from that night on (always possible up to WINDOW_NIGHTS - WINDOW_STRIDE + 1 = 17 nights).
 */
export function stayWindow(checkin: string, nights: number): StayWindow | null {
  const offset = Math.round((Date.parse(`${checkin}T00:00:00Z`) - Date.parse(`${WINDOW_EPOCH}T00:00:00Z`)) / DAY_MS);
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(nights) || nights < 1) return null;
  const windowIndex = Math.floor(offset / WINDOW_STRIDE);
  const slot = offset - windowIndex * WINDOW_STRIDE;
  if (slot + nights > WINDOW_NIGHTS) return null;
  return { windowIndex, firstSlot: slot + 1, nights };
}

/** The SQL array subscripts of the stay's nights in a window row, first to last. */
export function staySlots(window: StayWindow): number[] {
  return Array.from({ length: window.nights }, (_, night) => window.firstSlot + night);
}
