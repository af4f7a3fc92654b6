import { describe, expect, it } from 'vitest';
import { COOKIES } from './cookies';
import { TRACKED_MARKETING_PARAMETERS, UTM_EXPIRY_MINUTES, isUtmInfoExpired, pickMarketingParameters } from './marketing';
import { PAYMENT_MODE_TITLES } from './payment-modes';
import { RESTRICTION_KEYS, coupleLabel, restrictionLabel } from './restrictions';
import { DEFAULT_MICROSITE_CONFIG, deviceRoleOf, isComponentShown } from './microsite';
import { MAX_STAY_NIGHTS, isNonProductionEnvironment } from './limits';

describe('cookies with their lifetimes (accounts-commerce §9)', () => {
  it.each([
    ['fingerprint', 'fingerprint2', 63_072_000],
    ['appContext', 'appContext', 7_200],
    ['geoContext', 'geoContext', 43_200],
    ['loggedInAppContext', 'loggedInAppContext', 15_552_000],
    ['countryIso', 'countryIso', 7_200],
    ['quickLogin', 'quickLogin', 86_400],
  ] as const)('%s is %s for %i seconds', (key, name, seconds) => {
    expect(COOKIES[key].name).toBe(name);
    expect(COOKIES[key].maxAgeSeconds).toBe(seconds);
  });

  it('"fingerprint2 (device fingerprint, 63072000 seconds, path /)"', () => {
    expect(COOKIES.fingerprint.path).toBe('/');
  });
});

describe('tracked marketing parameters and "Utm info expires after 43200 minutes (30 days)"', () => {
  it('lists the named parameters', () => {
    for (const name of ['utm_source', 'utm_campaign', 'utm_medium', 'click_id', 'uid', 'refid', 'utm_content']) {
      expect(TRACKED_MARKETING_PARAMETERS).toContain(name);
    }
    expect(UTM_EXPIRY_MINUTES / 60 / 24).toBe(30);
  });

  it('picks only tracked, non-empty parameters', () => {
    expect(pickMarketingParameters({ utm_source: 'mail', utm_medium: '', other: 'x', refid: '7' })).toEqual({ utm_source: 'mail', refid: '7' });
  });

  it.each([
    [0, 30 * 86_400_000 - 1, false],
    [0, 30 * 86_400_000, true],
    [1_000, 1_000, false],
  ])('saved at %i, now %i → expired %s', (savedAt, now, expired) => {
    expect(isUtmInfoExpired(savedAt, now)).toBe(expired);
  });
});

describe('payment mode titles (accounts-commerce §9)', () => {
  it('has the fifteen titles', () => {
    expect(Object.values(PAYMENT_MODE_TITLES)).toEqual([
      'Paytm Wallet',
      'Debit Card',
      'Credit Card',
      'Netbanking',
      'Freecharge Wallet',
      'PayUMoney',
      'ITZ Cash',
      'Paypal',
      'Pay Online',
      'Amazon Pay',
      'GrabPay',
      'Gpay',
      'Add a new UPI id',
      'Paytm',
      'OlamMoney Postpaid',
    ]);
  });
});

describe('restriction labels (accounts-commerce §9)', () => {
  it.each([
    ['no_foreign_guests', 'Only Indian Nationals allowed'],
    ['no_unmarried_couples', 'No unmarried couples allowed'],
    ['no_local_ids', 'PAN card not accepted'],
    ['no_postpaid', null],
  ] as const)('%s → %s', (key, label) => {
    expect(restrictionLabel(key)).toBe(label);
  });

  it('covers the four restriction keys', () => {
    expect(RESTRICTION_KEYS).toEqual(['no_foreign_guests', 'no_unmarried_couples', 'no_local_ids', 'no_postpaid']);
  });

  it.each([
    [['no_unmarried_couples'], 'No unmarried couples allowed'],
    [[], 'Couples are welcome'],
  ])('%j → %s', (restrictions, label) => {
    expect(coupleLabel(restrictions)).toBe(label);
  });
});

describe('microsite mode hides "app card, insurance banner, caller-ID button, mystery deal, add-to-home-screen, share and call buttons"', () => {
  it.each([
    ['appCard', true, false],
    ['appCard', false, true],
    ['bookingCallButton', true, false],
    ['searchWidget', true, true],
  ])('%s in microsite=%s → shown %s', (component, microsite, shown) => {
    expect(isComponentShown(component, microsite)).toBe(shown);
  });

  it.each([
    [undefined, 'Consumer_Guest'],
    [{}, 'Consumer_Guest'],
    [{ deviceRole: 'Partner' }, 'Partner'],
  ])('"device role from microsite config, default Consumer_Guest": %j → %s', (config, role) => {
    expect(deviceRoleOf(config)).toBe(role);
    expect(DEFAULT_MICROSITE_CONFIG.deviceRole).toBe('Consumer_Guest');
  });
});

describe('"Environments matching preprod, staging or localhost are non-production"', () => {
  it.each([
    ['preprod.nivaas.example', true],
    ['STAGING', true],
    ['localhost:4200', true],
    ['www.nivaas.example', false],
  ])('%s → %s', (host, nonProduction) => {
    expect(isNonProductionEnvironment(host)).toBe(nonProduction);
  });
});

describe('"stay length is capped at a maximum number of nights"', () => {
  it('the cap is 30 nights', () => {
    expect(MAX_STAY_NIGHTS).toBe(30);
  });
});
