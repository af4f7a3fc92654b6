import { STATUS_KEY } from './status-key';

/**
 * "Booking list filters map to status codes: checked in 1, confirmed 0, checked out 2, cancelled 3,4,13,
 * upcoming holiday-home 19, completed 20, cancelled 21" (guest-journey §4).
 */
export const BOOKING_LIST_FILTERS = {
  hotel: {
    checkedIn: [STATUS_KEY.CHECKED_IN],
    confirmed: [STATUS_KEY.CONFIRM],
    checkedOut: [STATUS_KEY.CHECKED_OUT],
    cancelled: [STATUS_KEY.CANCELLED, STATUS_KEY.NO_SHOW, STATUS_KEY.VOID],
  },
  home: {
    upcoming: [STATUS_KEY.HOLIDAY_HOME_UPCOMING],
    completed: [STATUS_KEY.HOLIDAY_HOME_COMPLETED],
    cancelled: [STATUS_KEY.HOLIDAY_HOME_CANCELLED],
  },
} as const;

/** The status codes of a filter; an unknown filter gives none (the list is then not filtered by status). */
export function statusCodesForFilter(propertyType: 'hotel' | 'home', filter: string): readonly number[] {
  const filters: Record<string, readonly number[]> = BOOKING_LIST_FILTERS[propertyType];
  return Object.hasOwn(filters, filter) ? (filters[filter] as readonly number[]) : [];
}

/** The `filters[status]` query value: the codes joined by commas. */
export function statusFilterQuery(codes: readonly number[]): string {
  return codes.join(',');
}

/**
 * Holiday-home bookings go through the hotel lifecycle (confirm, hold, checked in, checked out, cancelled …); the list
 * codes 19, 20 and 21 name these stages of a holiday home's booking: upcoming, completed and cancelled.
 */
const HOLIDAY_HOME_STAGES: Readonly<Record<number, readonly number[]>> = {
  [STATUS_KEY.HOLIDAY_HOME_UPCOMING]: [STATUS_KEY.CONFIRM, STATUS_KEY.HOLD, STATUS_KEY.CHECKED_IN],
  [STATUS_KEY.HOLIDAY_HOME_COMPLETED]: [STATUS_KEY.CHECKED_OUT],
  [STATUS_KEY.HOLIDAY_HOME_CANCELLED]: [STATUS_KEY.CANCELLED, STATUS_KEY.NO_SHOW, STATUS_KEY.VOID],
};

/** Which stored bookings a filters[status] list matches: any booking with one of `statusKeys`, or a holiday home's with one of `homeStatusKeys`. */
export interface BookingListStatusMatch {
  statusKeys: number[];
  homeStatusKeys: number[];
}

export function bookingListStatusMatch(codes: readonly number[]): BookingListStatusMatch {
  const homeStatusKeys = codes.flatMap((code) => HOLIDAY_HOME_STAGES[code] ?? []);
  return { statusKeys: [...codes], homeStatusKeys: [...new Set(homeStatusKeys)] };
}
