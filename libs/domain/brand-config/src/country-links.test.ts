import { describe, expect, it } from 'vitest';
import { countryByCode } from './countries';

describe('the policy links of a country site (accounts-commerce §3 links)', () => {
  it('leave India unwritten and prefix every other country, the unmarried-couples and CSR pages included', () => {
    expect(countryByCode('in')?.links).toMatchObject({
      termsAndCondition: '/terms/',
      guestPolicy: '/guest-policy/',
      unmarriedCouples: '/unmarried-couples/',
      corporateSocialResponsibility: '/corporate-social-responsibility/',
    });
    expect(countryByCode('nl')?.links).toMatchObject({
      termsAndCondition: '/nl/terms/',
      privacyPolicy: '/nl/privacy-policy/',
      cookiePolicy: '/nl/cookie-policy/',
      savedCardPolicy: '/nl/saved-card-policy/',
      unmarriedCouples: '/nl/unmarried-couples/',
    });
  });
});
