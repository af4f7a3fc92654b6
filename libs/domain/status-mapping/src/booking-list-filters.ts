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

export type HotelBookingListFilter = keyof typeof BOOKING_LIST_FILTERS.hotel;
export type HomeBookingListFilter = keyof typeof BOOKING_LIST_FILTERS.home;

/** The status codes of a filter; an unknown filter gives none (the list is then not filtered by status). */
export function statusCodesForFilter(propertyType: 'hotel' | 'home', filter: string): readonly number[] {
  const filters: Record<string, readonly number[]> = BOOKING_LIST_FILTERS[propertyType];
  return Object.hasOwn(filters, filter) ? (filters[filter] as readonly number[]) : [];
}

/** The `filters[status]` query value: the codes joined by commas. */
export function statusFilterQuery(codes: readonly number[]): string {
  return codes.join(',');
}
