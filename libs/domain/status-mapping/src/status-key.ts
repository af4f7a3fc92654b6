/** Booking status_key values (guest-journey §3). 19, 20 and 21 are for holiday-home bookings. */
export const STATUS_KEY = {
  CONFIRM: 0,
  CHECKED_IN: 1,
  CHECKED_OUT: 2,
  CANCELLED: 3,
  NO_SHOW: 4,
  OWNER_BOOKING: 5,
  BLOCKED: 6,
  HOLD: 7,
  UNPROCESSED: 8,
  MANUAL_INTERVENTION: 9,
  MANUAL_OVERBOOKING: 10,
  MANUAL_BULK: 11,
  SAVED: 12,
  VOID: 13,
  OPEN_ORDER: 14,
  CLOSED_ORDER: 15,
  CANCELLED_ORDER: 16,
  HOLIDAY_HOME_UPCOMING: 19,
  HOLIDAY_HOME_COMPLETED: 20,
  HOLIDAY_HOME_CANCELLED: 21,
} as const;

export type StatusKeyName = keyof typeof STATUS_KEY;
type StatusKey = (typeof STATUS_KEY)[StatusKeyName];

const HOLIDAY_HOME_STATUS_KEYS: readonly StatusKey[] = [STATUS_KEY.HOLIDAY_HOME_UPCOMING, STATUS_KEY.HOLIDAY_HOME_COMPLETED, STATUS_KEY.HOLIDAY_HOME_CANCELLED];

/** Booking state (guest-journey §3). */
export type BookingState = 'confirmed' | 'completed' | 'cancelled' | 'requested' | 'saved';

/** The name of a status_key, or undefined for a number outside the table (17, 18, …). */
export function statusKeyName(statusKey: number): StatusKeyName | undefined {
  return (Object.keys(STATUS_KEY) as StatusKeyName[]).find((name) => STATUS_KEY[name] === statusKey);
}

export function isHolidayHomeStatusKey(statusKey: number): boolean {
  return (HOLIDAY_HOME_STATUS_KEYS as readonly number[]).includes(statusKey);
}
