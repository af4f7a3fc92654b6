import { PAYMENT_STATUS, STATUS_KEY } from '@stays/status-mapping';

export interface BookingStatusFields {
  status_key: number;
  state?: string | null;
}

/**
 * "Cancellable is false for void, cancelled, checked-out, checked-in, unprocessed, no-show, or state completed or
 * cancelled; otherwise true" (guest-journey §4).
 */
export function isCancellable(booking: BookingStatusFields): boolean {
  const notCancellable: number[] = [
    STATUS_KEY.VOID,
    STATUS_KEY.CANCELLED,
    STATUS_KEY.CHECKED_OUT,
    STATUS_KEY.CHECKED_IN,
    STATUS_KEY.UNPROCESSED,
    STATUS_KEY.NO_SHOW,
  ];
  return !notCancellable.includes(booking.status_key) && booking.state !== 'completed' && booking.state !== 'cancelled';
}

/**
 * "Payable is true when payment status is pending or partial; it is forced false when the booking is not
 * cancellable (unless checked in) or no payment modes are available" (guest-journey §4, accounts-commerce §4).
 */
export function isPayable(booking: BookingStatusFields & { get_payment_status_id: number; available_payment_modes?: readonly unknown[] | null }): boolean {
  const pendingOrPartial = booking.get_payment_status_id === PAYMENT_STATUS.PENDING || booking.get_payment_status_id === PAYMENT_STATUS.PARTIAL;
  if (!pendingOrPartial) return false;
  const checkedIn = booking.status_key === STATUS_KEY.CHECKED_IN;
  if (!isCancellable(booking) && !checkedIn) return false;
  return (booking.available_payment_modes?.length ?? 0) > 0;
}

/** "An early check-in flag is set when a bill of type early_checkin exists". */
export function hasEarlyCheckin(billsHash: readonly { bill_type: string }[] | null | undefined): boolean {
  return (billsHash ?? []).some((bill) => bill.bill_type === 'early_checkin');
}

/** "Postpaid is disallowed when the hotel has a no_postpaid restriction". Restrictions come as keys or as flags. */
export function isPostpaidAllowed(restrictions: readonly string[] | Readonly<Record<string, unknown>> | null | undefined): boolean {
  if (!restrictions) return true;
  if (Array.isArray(restrictions)) return !restrictions.includes('no_postpaid');
  return !(restrictions as Readonly<Record<string, unknown>>)['no_postpaid'];
}

/**
 * "Request type is NEW, or PROPERTY_CHANGE when an old booking id is held in session. A modification (date change)
 * is sent as a rebooking request of type DATE_CHANGE" (guest-journey §4).
 */
export type BookingRequestType = 'NEW' | 'PROPERTY_CHANGE' | 'DATE_CHANGE';

export function bookingRequestType(context: { oldBookingIdInSession?: string | null; isDateChange?: boolean }): BookingRequestType {
  if (context.isDateChange) return 'DATE_CHANGE';
  return context.oldBookingIdInSession ? 'PROPERTY_CHANGE' : 'NEW';
}

/** "Booking lookup is skipped when there is no booking id, no token, no login and skipping was requested". */
export function shouldSkipBookingLookup(context: { bookingId?: string | null; token?: string | null; isLoggedIn: boolean; skipRequested: boolean }): boolean {
  return !context.bookingId && !context.token && !context.isLoggedIn && context.skipRequested;
}

/** "A category whose status is 'disabled' sends the user to home" (guest-journey §2). */
export function isCategoryDisabled(status: string | null | undefined): boolean {
  return status === 'disabled';
}
