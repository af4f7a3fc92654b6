import { describe, expect, it } from 'vitest';
import { walletCurrencyOf } from './wallet-currency';

describe('the wallet of a country', () => {
  it.each([
    ['IN', 'INR', 356],
    ['NL', 'EUR', 978],
    ['DE', 'EUR', 978],
    ['GB', 'GBP', 826],
    ['UK', 'GBP', 826],
  ])('%s keeps %s (currencyId %i)', (code, currencyCode, currencyId) => {
    expect(walletCurrencyOf(code)).toEqual({ currencyCode, currencyId });
  });

  it('has no wallet for a country outside the brands’ currencies', () => {
    expect(() => walletCurrencyOf('ZZ')).toThrow(expect.objectContaining({ statusCode: 400, code: 'WALLET_COUNTRY_UNSUPPORTED' }));
  });
});
