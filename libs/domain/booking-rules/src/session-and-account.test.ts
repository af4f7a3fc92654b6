import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canUseCouponAndWallet,
  isCorporateAdmin,
  isLocationProblemFlagRaised,
  isOpenSearchAllowed,
  isPayAtHotelEnabled,
  payAtHotelMaxRooms,
  postLoginDestination,
  walletUserType,
} from './session-rules';
import {
  DEFAULT_WIZARD_MEMBERSHIP,
  isAccessTokenValid,
  isBackendUrlAccepted,
  isInvalidOtpMessage,
  signInErrorKind,
  signUpErrorKind,
  signUpVerificationStep,
  wizardMembership,
  wizardMembershipFromStatus,
} from './account-rules';
import { addRecentSearch } from './recent-searches';

describe('"Open search with no dates is allowed twice per session, then dates are required"', () => {
  it.each([
    [true, 0, true],
    [true, 1, true],
    [true, 2, false],
    [true, 5, false],
    [false, 0, false],
  ])('flag %s after %i open searches → %s', (featureFlag, openSearchesThisSession, allowed) => {
    expect(isOpenSearchAllowed({ featureFlag, openSearchesThisSession })).toBe(allowed);
  });
});

describe('"Pay at hotel: maximum rooms default 3 (allowed 4); disabled above that"', () => {
  it.each([
    [3, false, true],
    [4, false, false],
    [4, true, true],
    [5, true, false],
    [1, undefined, true],
  ])('%i rooms, allows more %s → enabled %s', (rooms, allowsMore, enabled) => {
    expect(isPayAtHotelEnabled(rooms, allowsMore)).toBe(enabled);
  });

  it('maximum rooms are 3 by default and 4 when allowed', () => {
    expect([payAtHotelMaxRooms(false), payAtHotelMaxRooms(true)]).toEqual([3, 4]);
  });
});

describe('session rules', () => {
  it.each([
    [true, true],
    [false, false],
  ])('"Coupon and wallet money apply only to logged-in users": logged in %s → %s', (loggedIn, allowed) => {
    expect(canUseCouponAndWallet(loggedIn)).toBe(allowed);
  });

  it.each([
    [null, 0, false],
    [0, 9 * 60_000, true],
    [0, 10 * 60_000, false],
    [1_000, 1_000, true],
  ])('"A location-service failure raises a problem flag for 10 minutes": failed at %s, now %i → %s', (failedAt, now, raised) => {
    expect(isLocationProblemFlagRaised(failedAt, now)).toBe(raised);
  });

  it.each([
    [true, 'user'],
    [false, 'guest_user'],
  ] as const)('"user_type user or guest_user": %s → %s', (loggedIn, type) => {
    expect(walletUserType(loggedIn)).toBe(type);
  });

  it.each([
    [['CorporateAdmin'], true],
    [['Consumer_Guest'], false],
    [null, false],
  ])('"detected by the CorporateAdmin role": %j → %s', (roles, admin) => {
    expect(isCorporateAdmin(roles)).toBe(admin);
  });

  it.each([
    ['/hotel/1', '/in/', '/hotel/1'],
    [null, '/in/', '/in/'],
    ['', '/nl/', '/nl/'],
  ])('"goes to the return URL, or a country default": %j → %s', (returnUrl, fallback, destination) => {
    expect(postLoginDestination(returnUrl, fallback)).toBe(destination);
  });
});

describe('wizard membership: "Both readings are given"', () => {
  it('"default not a member, status NOT_MEMBER, not loaded"', () => {
    expect(DEFAULT_WIZARD_MEMBERSHIP).toEqual({ isMember: false, status: 'NOT_MEMBER', loaded: false });
  });

  it.each([
    ['member', true, 'MEMBER'],
    ['MEMBER', true, 'MEMBER'],
    [' Member ', true, 'MEMBER'],
    ['expired', false, 'NOT_MEMBER'],
    [null, false, 'NOT_MEMBER'],
  ])('reading 1, "Status member (case-insensitive) means member; otherwise NOT_MEMBER": %j', (status, isMember, shown) => {
    expect(wizardMembershipFromStatus(status)).toEqual({ isMember, status: shown, loaded: true });
  });

  it.each([
    [{ is_subscription_pending: true, subscription_status: 'MEMBER' }, false, 'PENDING'],
    [{ subscription_status: 'MEMBER' }, true, 'MEMBER'],
    [{ subscription_status: 'EXPIRED' }, false, 'EXPIRED'],
    [{ subscription_status: '' }, false, 'NOT_MEMBER'],
    [{}, false, 'NOT_MEMBER'],
    [null, false, 'NOT_MEMBER'],
  ])('reading 2, "PENDING when a subscription is pending, otherwise the subscription status, otherwise NOT_MEMBER": %j', (detail, isMember, status) => {
    expect(wizardMembership(detail)).toEqual({ isMember, status, loaded: true });
  });
});

describe('"Sign-up verification: when phone and email both exist and are verified, no verification is needed; when one is verified and the other missing, a link step is needed"', () => {
  it.each([
    [{ phone: '98', phoneVerified: true, email: 'a@b.c', emailVerified: true }, 'none'],
    [{ phone: '98', phoneVerified: true }, 'link'],
    [{ email: 'a@b.c', emailVerified: true }, 'link'],
    [{ phone: '98', phoneVerified: true, email: 'a@b.c', emailVerified: false }, 'verify'],
    [{ phone: '98', phoneVerified: false }, 'verify'],
    [{}, 'verify'],
    [{ phone: '', phoneVerified: true, email: '', emailVerified: true }, 'verify'],
  ])('%j → %s', (user, step) => {
    expect(signUpVerificationStep(user)).toBe(step);
  });
});

describe('"Access token is valid when decoded text has at least four colon-separated parts"', () => {
  const encode = (text: string) => btoa(text);
  it.each([
    [encode('user:42:2026:sig'), true],
    [encode('a:b:c:d:e'), true],
    [encode('a:b:c'), false],
    [encode('a:b:c:d').replace(/=+$/, ''), true],
    [encode('a:b:c:d?').replace(/\+/g, '-').replace(/\//g, '_'), true],
    ['not base64!', false],
    ['abcde', false],
    ['', false],
    [null, false],
  ])('%j → %s', (token, valid) => {
    expect(isAccessTokenValid(token)).toBe(valid);
  });

  it('agrees with the rule for any text (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{0,6}$/), { minLength: 1, maxLength: 7 }), (parts) => {
        expect(isAccessTokenValid(encode(parts.join(':')))).toBe(parts.length >= 4 && parts.join(':') !== '');
      }),
    );
  });
});

describe('"Backend URLs are accepted only without an at-sign and beginning with a known host"', () => {
  const known = ['https://api.nivaas.example', 'https://api.dunelight.example/'];
  it.each([
    ['https://api.nivaas.example/api/pwa/hotels', true],
    ['https://api.nivaas.example', true],
    ['https://api.dunelight.example/x', true],
    ['https://api.nivaas.example@evil.example/x', false],
    ['https://api.nivaas.example.evil.example/x', false],
    ['https://evil.example/https://api.nivaas.example/', false],
    ['https://api.nivaas.example/x?u=a@b', false],
  ])('%s → %s', (url, accepted) => {
    expect(isBackendUrlAccepted(url, known)).toBe(accepted);
  });
});

describe('sign-in and sign-up errors (accounts-commerce §8)', () => {
  it.each([
    [54, 'incorrectOtp', 'serverError'],
    ['54', 'incorrectOtp', 'serverError'],
    [24, 'serverError', 'incorrectOtp'],
    [500, 'serverError', 'serverError'],
    [null, 'serverError', 'serverError'],
  ])('code %j → sign-in %s, sign-up %s', (code, signIn, signUp) => {
    expect(signInErrorKind(code)).toBe(signIn);
    expect(signUpErrorKind(code)).toBe(signUp);
  });

  it.each([
    ['invalid otp', true],
    ['Invalid OTP ', true],
    ['something went wrong', false],
    [null, false],
  ])('"\'invalid otp\' is tracked as an invalid OTP entry": %j → %s', (message, invalid) => {
    expect(isInvalidOtpMessage(message)).toBe(invalid);
  });
});

describe('"Recent searches drop a duplicate of the same location before adding" (up to 3 or 5)', () => {
  const entry = (location: string, locationId: number | null = null) => ({ location, locationId });
  it.each([
    ['a new location goes first', [entry('Goa')], entry('Pune'), 5, ['Pune', 'Goa']],
    ['a duplicate moves to the front', [entry('Goa'), entry('Pune'), entry('Delhi')], entry('delhi '), 5, ['delhi ', 'Goa', 'Pune']],
    ['capped at 3', [entry('A'), entry('B'), entry('C')], entry('D'), 3, ['D', 'A', 'B']],
    ['same name, other locality is not a duplicate', [entry('Baga', 1)], entry('Baga', 2), 5, ['Baga', 'Baga']],
  ])('%s', (_case, recent, added, limit, locations) => {
    expect(addRecentSearch(recent, added, limit).map((item) => item.location)).toEqual(locations);
  });

  it('defaults to the full list of 5 and never repeats a location (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Goa', 'Pune', 'Delhi', 'Agra', 'Ooty', 'Kochi', 'Leh'), { maxLength: 20 }), (searches) => {
        const list = searches.reduce<{ location: string }[]>((recent, location) => addRecentSearch(recent, { location }), []);
        expect(list.length).toBeLessThanOrEqual(5);
        expect(new Set(list.map((item) => item.location)).size).toBe(list.length);
      }),
    );
  });
});
