import { describe, expect, it } from 'vitest';
import { isListingPath, pageTypeFromPath, trackingPageName } from './page-type';
import { FIRST_LOAD_MODALS, isBookingFlowModal, isPageScrollLocked, resolveModal } from './modals';
import { consentBannerPosition, isConsentBannerShown } from './consent-banner';
import { checkSnackbar, sendsFeedbackOnTap } from './snackbar';
import { isQuickLoginPath, userModeStrip } from './user-mode';

describe('page type from the URL (guest-journey §2)', () => {
  it.each([
    ['', 'home', 'in', ''],
    ['/', 'home', 'in', ''],
    ['/NL/', 'home', 'nl', ''],
    ['/in/', 'city', 'in', 'in'],
    ['/12/', 'hotel', 'in', '12'],
    ['/hotels-in-goa', 'listing', 'in', 'hotels-in-goa'],
    ['/Hotels-In-Baga-Goa/', 'listing', 'in', 'hotels-in-baga-goa'],
    ['/goa/hotels-in-goa-beach', 'listing', 'in', 'goa/hotels-in-goa-beach'],
    ['/hotels-near-airport-delhi', 'listing', 'in', 'hotels-near-airport-delhi'],
    ['/de/ferienhaus-in-berlin', 'listing', 'de', 'ferienhaus-in-berlin'],
    ['/things-to-do-in-goa', 'city', 'in', 'things-to-do-in-goa'],
    ['/self-drive-4x4-tours-in-scotland', 'city', 'in', 'self-drive-4x4-tours-in-scotland'],
    ['/hotels-near-me', 'nearby', 'in', 'hotels-near-me'],
    ['/goa', 'city', 'in', 'goa'],
    ['/goa/beach', 'tag', 'in', 'goa/beach'],
    ['/goa/beach/luxury/pool', 'tag', 'in', 'goa/beach/luxury/pool'],
    ['/search/?city=goa', 'search', 'in', 'search'],
    ['/booking/NV123', 'bookingDetails', 'in', 'booking/nv123'],
    ['/booking/NV123/save-card', 'saveCard', 'in', 'booking/nv123/save-card'],
    ['/booking/save-card', 'saveCard', 'in', 'booking/save-card'],
    ['/booking', 'myBooking', 'in', 'booking'],
    ['/save-card/verified', 'saveCardResult', 'in', 'save-card/verified'],
    ['/booking-paid', 'bookingPaid', 'in', 'booking-paid'],
    ['/order-paid', 'bookingPaid', 'in', 'order-paid'],
    ['/bookings/', 'myBooking', 'in', 'bookings'],
    ['/my-booking', 'myBooking', 'in', 'my-booking'],
    ['/upgrade-booking/NV1', 'upgradeBooking', 'in', 'upgrade-booking/nv1'],
    ['/deals/monsoon', 'deal', 'in', 'deals/monsoon'],
    ['/offline', 'offline', 'in', 'offline'],
    ['/saved-hotels', 'savedHotels', 'in', 'saved-hotels'],
    ['/login/gmail', 'login', 'in', 'login/gmail'],
    ['/wizard', 'wizard', 'in', 'wizard'],
    ['/wizardprofile', 'wizardProfile', 'in', 'wizardprofile'],
    ['/microsite/partner', 'micrositeRedirect', 'in', 'microsite/partner'],
    ['/privacy-policy', 'static', 'in', 'privacy-policy'],
    ['/searchaffiliate/', 'search', 'in', 'searchaffiliate'],
    ['/h', 'city', 'in', 'h'],
  ])('%j → %s (country %s, path %j)', (url, type, countryCode, path) => {
    expect(pageTypeFromPath(url)).toMatchObject({ type, countryCode, path });
  });

  it.each([
    ['/1234-nivaas-grand-goa/', '1234', 'in'],
    ['/NL/987/', '987', 'nl'],
    ['/h/555', '555', 'in'],
  ])('"Hotel id is the leading digits of the path": %s → %s', (url, hotelId, countryCode) => {
    expect(pageTypeFromPath(url)).toMatchObject({ hotelId, countryCode });
  });

  it.each([
    ['/abcd/1234-hotel', 4, 'hotel', '1234'],
    ['/1234/5678-hotel', 4, 'hotel', '1234'],
    ['/abc/1234-hotel', 4, 'tag', undefined],
    ['/abcd', 4, 'city', undefined],
  ])(
    '"If the first segment has a fixed configured length and is not numeric, it is stripped": %s (length %i) → %s',
    (url, strippedPrefixLength, type, hotelId) => {
      const route = pageTypeFromPath(url, { strippedPrefixLength });
      expect(route.type).toBe(type);
      expect(route.hotelId).toBe(hotelId);
    },
  );

  it('editorial theme pages can be configured', () => {
    expect(isListingPath('stays-in-bali', ['stays-in-bali'])).toBe(false);
    expect(isListingPath('hotels-in-goa')).toBe(true);
    expect(isListingPath('goa')).toBe(false);
  });

  it.each([
    ['home', 'Home Page'],
    ['listing', 'Search Page'],
    ['hotel', 'Hotel Page'],
    ['deal', 'Deal Page'],
    ['city', 'City Page'],
    ['tag', 'Tag Page'],
    ['nearby', 'NearBy Page'],
    ['upgradeBooking', 'Upgrade Booking'],
    ['offline', 'Others'],
  ] as const)('tracking page name of %s is %s', (type, name) => {
    expect(trackingPageName(type)).toBe(name);
  });
});

describe('modals (guest-journey §2, accounts-commerce §2)', () => {
  const later = { isFirstLoad: false, bookingSummaryOpen: false, avoidSearchPopup: false };
  const firstLoad = { ...later, isFirstLoad: true };

  it.each([
    ['"Any unrecognised value closes all popups"', 'nonsense', later, { action: 'closeAll' }],
    ['unrecognised at first load too', 'nonsense', firstLoad, { action: 'closeAll' }],
    ['no value does nothing', null, later, { action: 'ignore' }],
    ['filters opens after first load', 'filters', later, { action: 'open', modal: 'filters', nestedIn: null }],
    ['filters is not honoured at first load', 'filters', firstLoad, { action: 'ignore' }],
    ['paymentSuccess is honoured at first load', 'paymentSuccess', firstLoad, { action: 'open', modal: 'paymentSuccess', nestedIn: null }],
    ['"socialLogin (only when the booking summary is open)"', 'socialLogin', later, { action: 'ignore' }],
    [
      'socialLogin with the booking summary open',
      'socialLogin',
      { ...firstLoad, bookingSummaryOpen: true },
      { action: 'open', modal: 'socialLogin', nestedIn: null },
    ],
    [
      '"showOtp (nested inside the booking summary if that is open)"',
      'showOtp',
      { ...later, bookingSummaryOpen: true },
      { action: 'open', modal: 'showOtp', nestedIn: 'bookingSummary' },
    ],
    ['showOtp alone', 'showOtp', later, { action: 'open', modal: 'showOtp', nestedIn: null }],
    [
      '"dateguestpicker opens nested with the search widget"',
      'dateguestpicker',
      firstLoad,
      { action: 'open', modal: 'dateguestpicker', nestedIn: 'searchbar' },
    ],
    [
      '… unless the microsite config avoids the search popup',
      'dateguestpicker',
      { ...later, avoidSearchPopup: true },
      { action: 'open', modal: 'dateguestpicker', nestedIn: null },
    ],
    ["… or the webview parameter is 'true'", 'dateguestpicker', { ...later, webview: 'true' }, { action: 'open', modal: 'dateguestpicker', nestedIn: null }],
    ["webview 'false' keeps it nested", 'dateguestpicker', { ...later, webview: 'false' }, { action: 'open', modal: 'dateguestpicker', nestedIn: 'searchbar' }],
  ])('%s', (_rule, value, context, decision) => {
    expect(resolveModal(value, context)).toEqual(decision);
  });

  it('"Only some modals are honoured at first load: dateguestpicker, paymentSuccess, searchbar, payment widgets, cancellation, FAQ modals, modifyDates, modifyProperty, socialLogin"', () => {
    for (const modal of [
      'dateguestpicker',
      'paymentSuccess',
      'searchbar',
      'showPaymentWidget',
      'retryPayment',
      'bookingCancellation',
      'faq',
      'modifyDates',
      'modifyProperty',
      'socialLogin',
    ]) {
      expect(FIRST_LOAD_MODALS).toContain(modal);
    }
    for (const modal of ['filters', 'sorters', 'signin', 'hotelImages', 'bookingSummary']) expect(FIRST_LOAD_MODALS).not.toContain(modal);
  });

  it.each([
    [[], false],
    [['filters'], true],
  ])('"open popups lock page scrolling": %j → %s', (open, locked) => {
    expect(isPageScrollLocked(open)).toBe(locked);
  });

  it.each([
    ['bookingSummary', true],
    ['bookingCancellation', true],
    ['filters', false],
  ])('booking-flow route %s → %s', (modal, flow) => {
    expect(isBookingFlowModal(modal)).toBe(flow);
  });
});

describe('consent banner (accounts-commerce §2)', () => {
  const shown = { gdprFlag: true, locationJustChanged: false, consentInfoFetched: true, hideGdprBanner: false };
  it.each([
    ['all conditions hold', {}, true],
    ['gdpr flag false', { gdprFlag: false }, false],
    ['location just changed', { locationJustChanged: true }, false],
    ['consent info not fetched yet ("starts false")', { consentInfoFetched: false }, false],
    ['"The feature flag hideGdprBanner per brand hides it"', { hideGdprBanner: true }, false],
  ])('%s → %s', (_case, change, visible) => {
    expect(isConsentBannerShown({ ...shown, ...change })).toBe(visible);
  });

  it.each([
    ['listing', '/hotels-in-goa', 51],
    ['listing', '/1234-hotel', 62],
    ['listing', '1234-hotel', 62],
    ['auth', '/login', 78],
    ['home', '/', 56],
    ['accountDetails', '', 56],
    ['savedHotels', '', 56],
    ['bookingDetails', '', 56],
    ['myBooking', '', 56],
    ['hotel', '', null],
  ])('"The banner position depends on the route": %s %j → %s', (route, path, position) => {
    expect(consentBannerPosition(route, path)).toBe(position);
  });

  it('a listing without a path sits at 51', () => {
    expect(consentBannerPosition('listing')).toBe(51);
  });
});

describe('snackbar (accounts-commerce §2)', () => {
  it.each([
    [{ title: 'Saved' }, { valid: true }],
    [{ title: '' }, { valid: false, reason: 'noTitle' }],
    [{}, { valid: false, reason: 'noTitle' }],
    [
      { title: 'Saved', imageUrl: 'https://img', icon: 'heart' },
      { valid: false, reason: 'imageUrlAndIcon' },
    ],
    [{ title: 'Saved', icon: 'heart' }, { valid: true }],
  ])('%j → %j', (props, check) => {
    expect(checkSnackbar(props)).toEqual(check);
  });

  it.each([
    [{ title: 'x' }, true],
    [{ title: 'x', ctaOnly: true }, false],
  ])('"Tapping it sends feedback unless it is call-to-action-only": %j → %s', (props, sends) => {
    expect(sendsFeedbackOnTap(props)).toBe(sends);
  });
});

describe('user mode strip and quick login', () => {
  it.each([
    ['travel_agent', 'Browse as Travel Agent', 'View exclusive travel agent prices and comissions for this property'],
    ['corporate', 'Browse as Corporate', null],
  ])('"a strip appears when the stored user mode is travel_agent or corporate": %s', (mode, browse, title) => {
    const strip = userModeStrip(mode);
    expect(strip?.browseLabel.defaultMessage).toBe(browse);
    expect(strip?.continueLabel.defaultMessage).toBe('Continue');
    expect(strip?.title?.defaultMessage ?? null).toBe(title);
  });

  it.each([null, 'Consumer_Guest'])('no strip for %j', (mode) => {
    expect(userModeStrip(mode)).toBeNull();
  });

  it.each([
    ['/', true],
    ['/jp/', true],
    ['/jp', true],
    ['/nl/', false],
    ['/hotels-in-goa', false],
  ])('"Quick-login pop-up is shown on paths / and /jp/": %s → %s', (path, shown) => {
    expect(isQuickLoginPath(path)).toBe(shown);
  });
});
