import { STATUS_KEY, type BookingState } from './status-key';

export type DisplayStatus = 'cancelled' | 'checked-out' | 'checked-in' | 'saved' | 'confirmed' | 'unprocessed' | 'requested';

/**
 * "Display status is derived in this order: void, no-show, cancelled, or state cancelled gives cancelled;
 * checked-out or state completed gives checked-out; checked-in gives checked-in; saved gives saved; confirm, hold or
 * state confirmed gives confirmed; unprocessed gives unprocessed; state requested gives requested; default confirmed"
 * (guest-journey §4). Holiday-home keys sit beside their hotel twins: 21 with cancelled, 20 with checked-out.
 */
export function displayStatus(booking: { status_key: number; state?: BookingState | string | null }): DisplayStatus {
  const { status_key: key, state } = booking;
  const is = (...keys: number[]) => keys.includes(key);
  if (is(STATUS_KEY.VOID, STATUS_KEY.NO_SHOW, STATUS_KEY.CANCELLED, STATUS_KEY.HOLIDAY_HOME_CANCELLED) || state === 'cancelled') return 'cancelled';
  if (is(STATUS_KEY.CHECKED_OUT, STATUS_KEY.HOLIDAY_HOME_COMPLETED) || state === 'completed') return 'checked-out';
  if (is(STATUS_KEY.CHECKED_IN)) return 'checked-in';
  if (is(STATUS_KEY.SAVED)) return 'saved';
  if (is(STATUS_KEY.CONFIRM, STATUS_KEY.HOLD) || state === 'confirmed') return 'confirmed';
  if (is(STATUS_KEY.UNPROCESSED)) return 'unprocessed';
  if (state === 'requested') return 'requested';
  return 'confirmed';
}
