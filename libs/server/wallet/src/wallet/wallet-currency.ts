import type { CurrencyCode } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';

/** ISO 4217 numeric codes: the wallet's currencyId (accounts-commerce §3 Wallet). */
const CURRENCY_IDS: Record<CurrencyCode, number> = { INR: 356, EUR: 978, GBP: 826 };

/** The wallet of a country is kept in that country's currency; country_iso_a2_code is already upper case. */
export function walletCurrencyOf(countryIsoA2Code: string): { currencyCode: CurrencyCode; currencyId: number } {
  const country = countryByCode(countryIsoA2Code);
  const currencyCode = country?.currencyCode as CurrencyCode | undefined;
  if (!currencyCode || !(currencyCode in CURRENCY_IDS)) {
    throw new ServiceError(400, 'WALLET_COUNTRY_UNSUPPORTED', `there is no wallet for country ${countryIsoA2Code}`);
  }
  return { currencyCode, currencyId: CURRENCY_IDS[currencyCode] };
}
