import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STATUS_KEY, isHolidayHomeStatusKey, statusKeyName } from './status-key';
import { PAYMENT_STATUS, paymentModeForTracking, paymentStatusOf } from './payment-status';
import { displayStatus } from './display-status';
import { BOOKING_LIST_FILTERS, bookingListStatusMatch, statusCodesForFilter, statusFilterQuery } from './booking-list-filters';
import { mealItemStatus } from './meal-item';
import { searchTypeForTracking } from './search-type';
import { REVIEW_TYPES, reviewTypeOf } from './review-types';
import { DYNAMIC_IMPORT_FAILURES, requiresSignOut, statusClassText } from './status-class';

describe('status_key values (guest-journey §3 "confirm 0, checked-in 1, … cancelled 21")', () => {
  it.each([
    [0, 'CONFIRM'],
    [1, 'CHECKED_IN'],
    [2, 'CHECKED_OUT'],
    [3, 'CANCELLED'],
    [4, 'NO_SHOW'],
    [5, 'OWNER_BOOKING'],
    [6, 'BLOCKED'],
    [7, 'HOLD'],
    [8, 'UNPROCESSED'],
    [9, 'MANUAL_INTERVENTION'],
    [10, 'MANUAL_OVERBOOKING'],
    [11, 'MANUAL_BULK'],
    [12, 'SAVED'],
    [13, 'VOID'],
    [14, 'OPEN_ORDER'],
    [15, 'CLOSED_ORDER'],
    [16, 'CANCELLED_ORDER'],
    [19, 'HOLIDAY_HOME_UPCOMING'],
    [20, 'HOLIDAY_HOME_COMPLETED'],
    [21, 'HOLIDAY_HOME_CANCELLED'],
    [17, undefined],
    [18, undefined],
    [22, undefined],
  ])('%i is %s', (key, name) => {
    expect(statusKeyName(key)).toBe(name);
  });

  it.each([
    [19, true],
    [20, true],
    [21, true],
    [0, false],
    [3, false],
  ])('"the last three for holiday-home bookings": %i → %s', (key, isHome) => {
    expect(isHolidayHomeStatusKey(key)).toBe(isHome);
  });
});

describe('"Payment status: pending 0, partial 1, completed 2; a cancelled booking is given 3"', () => {
  it('has the four values', () => {
    expect(PAYMENT_STATUS).toEqual({ PENDING: 0, PARTIAL: 1, COMPLETED: 2, CANCELLED_BOOKING: 3 });
  });

  it.each([
    [0, false, 0],
    [1, false, 1],
    [2, false, 2],
    [0, true, 3],
    [2, true, 3],
  ])('server status %i, cancelled %s → %i', (id, isCancelled, status) => {
    expect(paymentStatusOf({ get_payment_status_id: id, isCancelled })).toBe(status);
  });

  it.each([
    [1, 'partial'],
    [2, 'prepaid'],
    [0, 'postpaid'],
    [3, 'postpaid'],
  ])('"Payment mode of a booking in tracking: partial, completed (prepaid), otherwise postpaid": %i → %s', (status, mode) => {
    expect(paymentModeForTracking(status)).toBe(mode);
  });
});

describe('"Display status is derived in this order"', () => {
  it.each([
    ['void gives cancelled', 13, 'confirmed', 'cancelled'],
    ['no-show gives cancelled', 4, null, 'cancelled'],
    ['cancelled gives cancelled', 3, null, 'cancelled'],
    ['state cancelled gives cancelled (before checked-in)', 1, 'cancelled', 'cancelled'],
    ['holiday-home cancelled 21', 21, null, 'cancelled'],
    ['checked-out gives checked-out', 2, 'confirmed', 'checked-out'],
    ['state completed gives checked-out', 0, 'completed', 'checked-out'],
    ['holiday-home completed 20', 20, null, 'checked-out'],
    ['checked-in gives checked-in', 1, 'confirmed', 'checked-in'],
    ['saved gives saved', 12, 'confirmed', 'saved'],
    ['confirm gives confirmed', 0, 'requested', 'confirmed'],
    ['hold gives confirmed', 7, null, 'confirmed'],
    ['state confirmed gives confirmed (before unprocessed)', 8, 'confirmed', 'confirmed'],
    ['unprocessed gives unprocessed', 8, 'requested', 'unprocessed'],
    ['state requested gives requested', 9, 'requested', 'requested'],
    ['default confirmed', 14, null, 'confirmed'],
    ['holiday-home upcoming 19 by default', 19, undefined, 'confirmed'],
  ])('%s', (_rule, status_key, state, expected) => {
    expect(displayStatus({ status_key, state })).toBe(expected);
  });

  it('any booking in state cancelled shows cancelled (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 21 }), (status_key) => {
        expect(displayStatus({ status_key, state: 'cancelled' })).toBe('cancelled');
      }),
    );
  });
});

describe('"Booking list filters map to status codes: checked in 1, confirmed 0, checked out 2, cancelled 3,4,13, upcoming holiday-home 19, completed 20, cancelled 21"', () => {
  it.each([
    ['hotel', 'checkedIn', [1]],
    ['hotel', 'confirmed', [0]],
    ['hotel', 'checkedOut', [2]],
    ['hotel', 'cancelled', [3, 4, 13]],
    ['home', 'upcoming', [19]],
    ['home', 'completed', [20]],
    ['home', 'cancelled', [21]],
    ['home', 'checkedIn', []],
    ['hotel', 'toString', []],
  ] as const)('%s %s → %j', (type, filter, codes) => {
    expect(statusCodesForFilter(type, filter)).toEqual(codes);
  });

  it('joins codes for the filters[status] query', () => {
    expect(statusFilterQuery(statusCodesForFilter('hotel', 'cancelled'))).toBe('3,4,13');
  });

  it.each([
    ['upcoming', [0, 7, 1]],
    ['completed', [2]],
    ['cancelled', [3, 4, 13]],
  ] as const)('the holiday-home %s tab matches a holiday home’s bookings at stages %j of the lifecycle', (filter, homeStatusKeys) => {
    const codes = BOOKING_LIST_FILTERS.home[filter];
    expect(bookingListStatusMatch(codes)).toEqual({ statusKeys: codes, homeStatusKeys });
  });

  it('a hotel tab matches its own status codes only', () => {
    expect(bookingListStatusMatch(BOOKING_LIST_FILTERS.hotel.cancelled)).toEqual({ statusKeys: [3, 4, 13], homeStatusKeys: [] });
  });
});

describe('"Meal item: added or modified gives Confirmed; removed gives Cancelled"', () => {
  it.each([
    ['added', 'Confirmed'],
    ['modified', 'Confirmed'],
    ['removed', 'Cancelled'],
  ] as const)('%s → %s', (change, status) => {
    expect(mealItemStatus(change)).toBe(status);
  });
});

describe('"Search type is open (no dates, flag on), flexible (flexibleDaysCount above 0) or closed"', () => {
  it.each([
    [{ isOpenSearch: true }, 'open'],
    [{ isOpenSearch: true, checkin: '', checkout: null }, 'open'],
    [{ isOpenSearch: true, checkin: '2026-03-10', checkout: '2026-03-11' }, 'closed'],
    [{ isOpenSearch: false }, 'closed'],
    [{ flexibleDaysCount: 2, checkin: '2026-03-10', checkout: '2026-03-11' }, 'flexible'],
    [{ flexibleDaysCount: 0 }, 'closed'],
    [{ flexibleDaysCount: null }, 'closed'],
    [{ isOpenSearch: true, flexibleDaysCount: 3 }, 'open'],
  ])('%j → %s', (search, type) => {
    expect(searchTypeForTracking(search)).toBe(type);
  });
});

describe('"Review types: all 1, google 2, own 0"', () => {
  it.each([
    [1, 'all'],
    [2, 'google'],
    [0, 'own'],
    [3, undefined],
  ] as const)('%i → %s', (code, type) => {
    expect(reviewTypeOf(code)).toBe(type);
    if (type) expect(REVIEW_TYPES[type]).toBe(code);
  });
});

describe("\"Status class for tracking: 5xx is 'API server side error', 4xx is 'API client side error'\"", () => {
  it.each([
    [500, 'API server side error'],
    [503, 'API server side error'],
    [599, 'API server side error'],
    [400, 'API client side error'],
    [404, 'API client side error'],
    [499, 'API client side error'],
    [200, null],
    [302, null],
    [600, null],
    [399, null],
  ])('%i → %s', (status, text) => {
    expect(statusClassText(status)).toBe(text);
  });

  it("\"Dynamic import failures: status 404 'import condition failed', status 500 'error in import'\"", () => {
    expect(DYNAMIC_IMPORT_FAILURES[404]).toBe('import condition failed');
    expect(DYNAMIC_IMPORT_FAILURES[500]).toBe('error in import');
  });

  it.each([
    [401, true],
    [403, false],
    [500, false],
  ])('"A 401 … signs the user out": %i → %s', (status, signOut) => {
    expect(requiresSignOut(status)).toBe(signOut);
  });

  it('STATUS_KEY keeps the spec numbers', () => {
    expect(STATUS_KEY.VOID).toBe(13);
  });
});
