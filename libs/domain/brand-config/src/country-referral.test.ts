import { describe, expect, it } from 'vitest';
import { countryByCode } from './countries';

describe('refer and earn of a country site (accounts-commerce §3 doesReferralExists, links.referAndEarn)', () => {
  it('exists where the guest keeps a wallet (INR, EUR, GBP) and links to /referral/', () => {
    for (const code of ['in', 'nl', 'de', 'gb']) {
      expect(countryByCode(code)).toMatchObject({ doesReferralExists: true, links: { referAndEarn: '/referral/' } });
    }
  });

  it('does not exist in a country priced in another currency', () => {
    expect(countryByCode('us')?.doesReferralExists).toBe(false);
    expect(countryByCode('jp')?.doesReferralExists).toBe(false);
  });
});
