import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingOffset, listingPageSize } from './listing';
import { scrollMilestonesToFire, sendsDropOffEvent } from './tracking';
import { bookingFailureMessage, couponOutcome, hotelDetailsError, needsSimilarHotels } from './hotel-details';
import { freeCancellationDeadline, isFreeCancellationOpen } from './free-cancellation';
import { snackbarBottomOffsetPx } from './snackbar';
import { isDesktopPopup } from './modals';
import { LOGIN_TYPES, USER_STATUSES, dialogAfterOtp, walletCountryIsoCode } from './account-rules';
import { isPartPaymentMode } from './session-rules';

describe('"listing page size 20 (40 on desktop when a larger count is requested or an experiment is on), offset 20 per page"', () => {
  it.each([
    [{ isDesktop: false }, 20],
    [{ isDesktop: false, largerCountRequested: true, experimentOn: true }, 20],
    [{ isDesktop: true }, 20],
    [{ isDesktop: true, largerCountRequested: true }, 40],
    [{ isDesktop: true, experimentOn: true }, 40],
  ])('%j → %i', (context, size) => {
    expect(listingPageSize(context)).toBe(size);
  });

  it.each([
    [0, 0],
    [1, 20],
    [3, 60],
    [-2, 0],
    [1.7, 20],
  ])('page %s starts at offset %i', (page, offset) => {
    expect(listingOffset(page)).toBe(offset);
  });
});

describe('"Scroll milestones fire once at 25, 50, 75, 100 percent"', () => {
  it.each([
    [10, [], []],
    [30, [], [25]],
    [80, [25], [50, 75]],
    [100, [25, 50, 75], [100]],
    [100, [25, 50, 75, 100], []],
  ])('at %i%% with %j fired → %j', (percent, fired, toFire) => {
    expect(scrollMilestonesToFire(percent, fired)).toEqual(toFire);
  });

  it('each milestone fires once whatever the scroll path (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 })), (depths) => {
        const fired: number[] = [];
        for (const depth of depths) fired.push(...scrollMilestonesToFire(depth, fired));
        expect(new Set(fired).size).toBe(fired.length);
        expect(fired.every((milestone) => depths.some((depth) => depth >= milestone))).toBe(true);
      }),
    );
  });

  it.each([
    [true, false],
    [false, true],
  ])('"drop-off events are sent only for users not logged in": logged in %s → %s', (loggedIn, sent) => {
    expect(sendsDropOffEvent(loggedIn)).toBe(sent);
  });
});

describe('hotel details, coupons and booking failures (guest-journey §4, §8)', () => {
  it.each([
    [[], 'room categories are empty'],
    [null, 'room categories are empty'],
    [[{ id: 1 }], null],
  ])('"If the room category list is empty the error \'room categories are empty\' is stored": %j', (categories, error) => {
    expect(hotelDetailsError(categories)?.defaultMessage ?? null).toBe(error);
  });

  it.each([
    [{ isSoldOut: true }, true],
    [{ isSoldOut: false }, false],
    [{}, false],
  ])('"A sold-out result triggers a similar-hotels lookup": %j → %s', (hotel, lookup) => {
    expect(needsSimilarHotels(hotel)).toBe(lookup);
  });

  it.each([
    [{ discount: 100 }, { status: 'success' }],
    [{ error: null }, { status: 'success' }],
    [{ error: 'Coupon expired' }, { status: 'failure', couponChecked: false, serverMessage: 'Coupon expired' }],
    [{ error: { message: 'Not valid for this hotel' } }, { status: 'failure', couponChecked: false, serverMessage: 'Not valid for this hotel' }],
    [{ error: { code: 7 } }, { status: 'failure', couponChecked: false, serverMessage: null }],
    [{ error: true }, { status: 'failure', couponChecked: false, serverMessage: null }],
    [null, { status: 'failure', couponChecked: false, serverMessage: null }],
  ] as [{ error?: unknown } | null, object][])('"an error field in the reply means failure": %j', (reply, outcome) => {
    expect(couponOutcome(reply)).toEqual(outcome);
  });

  it.each([
    [null, 'something went wrong'],
    ['  ', 'something went wrong'],
    ['Room no longer available', 'Room no longer available'],
  ])('"Booking failure message defaults to \'something went wrong\'": %j → %s', (message, shown) => {
    expect(bookingFailureMessage(message)).toBe(shown);
  });
});

describe('"UK offer: free cancellation until 9AM on the check-in date"', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each([
    ['Europe/London', '2026-07-01', '2026-07-01T08:00:00.000Z'],
    ['Europe/London', '2026-01-15', '2026-01-15T09:00:00.000Z'],
    ['Asia/Kolkata', '2026-07-01', '2026-07-01T03:30:00.000Z'],
    ['Europe/Amsterdam', '2026-07-01', '2026-07-01T07:00:00.000Z'],
    ['America/Los_Angeles', '2026-07-01', '2026-07-01T16:00:00.000Z'],
    ['Asia/Tokyo', '2026-07-01', '2026-07-01T00:00:00.000Z'],
  ])('in %s the deadline for %s is %s', (zone, checkin, deadline) => {
    expect(freeCancellationDeadline(checkin, zone).toISOString()).toBe(deadline);
  });

  it.each(['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'])('does not depend on the process time zone (TZ=%s)', (processZone) => {
    process.env.TZ = processZone;
    expect(isFreeCancellationOpen(new Date('2026-07-01T07:59:59Z'), '2026-07-01', 'Europe/London')).toBe(true);
    expect(isFreeCancellationOpen(new Date('2026-07-01T08:00:00Z'), '2026-07-01', 'Europe/London')).toBe(false);
  });

  it('an impossible date is an error', () => {
    expect(() => freeCancellationDeadline('2026-02-30', 'Europe/London')).toThrow(RangeError);
  });

  it('a remembered deadline is a fresh Date each time: changing one answer does not change the next', () => {
    const first = freeCancellationDeadline('2026-08-01', 'Europe/London');
    first.setUTCFullYear(1999);
    expect(freeCancellationDeadline('2026-08-01', 'Europe/London').toISOString()).toBe('2026-08-01T08:00:00.000Z');
  });
});

describe('breakpoints: "The desktop popup breakpoint is 780px"; "On screens up to 780px wide it sits 60px from the bottom"', () => {
  it.each([
    [375, false, 60],
    [780, false, 60],
    [781, true, 0],
    [1280, true, 0],
  ])('%ipx → desktop %s, snackbar offset %i', (width, desktop, offset) => {
    expect(isDesktopPopup(width)).toBe(desktop);
    expect(snackbarBottomOffsetPx(width)).toBe(offset);
  });
});

describe('account constants and small rules (accounts-commerce §3, §4, §7)', () => {
  it.each([
    [{ is_user_present: true }, 'signin'],
    [{ is_user_present: false }, 'signup'],
    [{}, 'signup'],
  ])('"the sign-in dialog opens when the user exists": %j → %s', (reply, dialog) => {
    expect(dialogAfterOtp(reply)).toBe(dialog);
  });

  it.each([
    ['in', 'IN'],
    [' nl ', 'NL'],
    [null, 'IN'],
    ['', 'IN'],
  ])('"country_iso_a2_code (uppercased, default IN)": %j → %s', (code, iso) => {
    expect(walletCountryIsoCode(code)).toBe(iso);
  });

  it.each([
    [{ part_payment: 'true' }, true],
    [{ part_payment: 'false' }, false],
    [{}, false],
  ])('"Part-payment mode is on when the query says so": %j → %s', (query, on) => {
    expect(isPartPaymentMode(query)).toBe(on);
  });

  it('lists the login types and user statuses', () => {
    expect(LOGIN_TYPES).toEqual(['phone_number', 'email', 'PHONEOTP', 'EMAIL', 'GMAIL', 'FACEBOOK', 'APPLE', 'TRUECALLER']);
    expect(USER_STATUSES).toEqual(['VERIFIED', 'UNVERIFIED', 'NEW']);
  });
});
