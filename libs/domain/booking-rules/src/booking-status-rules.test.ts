import { describe, expect, it } from 'vitest';
import {
  bookingRequestType,
  hasEarlyCheckin,
  isCancellable,
  isCategoryDisabled,
  isPayable,
  isPostpaidAllowed,
  shouldSkipBookingLookup,
} from './booking-status-rules';

describe('"Cancellable is false for void, cancelled, checked-out, checked-in, unprocessed, no-show, or state completed or cancelled; otherwise true"', () => {
  it.each([
    ['void', 13, 'confirmed', false],
    ['cancelled', 3, null, false],
    ['checked-out', 2, null, false],
    ['checked-in', 1, null, false],
    ['unprocessed', 8, null, false],
    ['no-show', 4, null, false],
    ['state completed', 0, 'completed', false],
    ['state cancelled', 0, 'cancelled', false],
    ['confirm', 0, 'confirmed', true],
    ['hold', 7, null, true],
    ['saved', 12, 'saved', true],
    ['holiday-home upcoming', 19, undefined, true],
  ])('%s → %s', (_name, status_key, state, cancellable) => {
    expect(isCancellable({ status_key, state })).toBe(cancellable);
  });
});

describe('"Payable is true when payment status is pending or partial; it is forced false when the booking is not cancellable (unless checked in) or no payment modes are available"', () => {
  const modes = ['CC'];
  it.each([
    ['pending, confirmed, modes', 0, 0, modes, true],
    ['partial, confirmed, modes', 1, 0, modes, true],
    ['completed', 2, 0, modes, false],
    ['cancelled booking status 3', 3, 0, modes, false],
    ['pending but not cancellable (checked-out)', 0, 2, modes, false],
    ['pending, not cancellable but checked in', 0, 1, modes, true],
    ['no payment modes', 0, 0, [], false],
    ['payment modes missing', 0, 0, null, false],
  ])('%s → %s', (_name, get_payment_status_id, status_key, available_payment_modes, payable) => {
    expect(isPayable({ get_payment_status_id, status_key, available_payment_modes })).toBe(payable);
  });
});

describe('"An early check-in flag is set when a bill of type early_checkin exists"', () => {
  it.each([
    [[{ bill_type: 'room' }, { bill_type: 'early_checkin' }], true],
    [[{ bill_type: 'room' }], false],
    [[], false],
    [null, false],
  ])('%j → %s', (bills, flag) => {
    expect(hasEarlyCheckin(bills)).toBe(flag);
  });
});

describe('"Postpaid is disallowed when the hotel has a no_postpaid restriction"', () => {
  it.each([
    [['no_postpaid'], false],
    [['no_local_ids'], true],
    [{ no_postpaid: true }, false],
    [{ no_postpaid: false, no_foreign_guests: true }, true],
    [null, true],
  ])('%j → allowed %s', (restrictions, allowed) => {
    expect(isPostpaidAllowed(restrictions)).toBe(allowed);
  });
});

describe('"Request type is NEW, or PROPERTY_CHANGE when an old booking id is held in session … DATE_CHANGE"', () => {
  it.each([
    [{}, 'NEW'],
    [{ oldBookingIdInSession: '' }, 'NEW'],
    [{ oldBookingIdInSession: 'NV1' }, 'PROPERTY_CHANGE'],
    [{ oldBookingIdInSession: 'NV1', isDateChange: true }, 'DATE_CHANGE'],
    [{ isDateChange: true }, 'DATE_CHANGE'],
  ])('%j → %s', (context, type) => {
    expect(bookingRequestType(context)).toBe(type);
  });
});

describe('"Booking lookup is skipped when there is no booking id, no token, no login and skipping was requested"', () => {
  it.each([
    [{ bookingId: null, token: null, isLoggedIn: false, skipRequested: true }, true],
    [{ bookingId: 'NV1', token: null, isLoggedIn: false, skipRequested: true }, false],
    [{ bookingId: null, token: 'tok', isLoggedIn: false, skipRequested: true }, false],
    [{ bookingId: null, token: null, isLoggedIn: true, skipRequested: true }, false],
    [{ bookingId: null, token: null, isLoggedIn: false, skipRequested: false }, false],
  ])('%j → %s', (context, skipped) => {
    expect(shouldSkipBookingLookup(context)).toBe(skipped);
  });
});

describe('"A category whose status is \'disabled\' sends the user to home"', () => {
  it.each([
    ['disabled', true],
    ['active', false],
    [null, false],
  ])('%s → %s', (status, disabled) => {
    expect(isCategoryDisabled(status)).toBe(disabled);
  });
});
