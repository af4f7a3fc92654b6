import type { CurrencyCode, ReferralTerms } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { ServiceError } from '@stays/server-core';

/**
 * What a referral pays once the friend's first stay is completed, per wallet currency (our choice; the spec gives no
 * amounts): the guest who invited gets ₹500 / €15 / £12, the friend ₹300 / €10 / £8, in minor units.
 */
const REFERRAL_AMOUNTS: Record<CurrencyCode, { referrer: number; referee: number }> = {
  INR: { referrer: 50_000, referee: 30_000 },
  EUR: { referrer: 1_500, referee: 1_000 },
  GBP: { referrer: 1_200, referee: 800 },
};

/** Referral wallet money can be spent for a year from the day it is credited. */
export const REFERRAL_CREDIT_VALID_DAYS = 365;

export function referralTermsInCurrency(currencyCode: CurrencyCode): ReferralTerms {
  const amounts = REFERRAL_AMOUNTS[currencyCode];
  return {
    currency_code: currencyCode,
    referrer_amount: amounts.referrer,
    referee_amount: amounts.referee,
    credit_valid_days: REFERRAL_CREDIT_VALID_DAYS,
    credited_after: 'first_completed_stay',
  };
}

/** The terms of a country site; 404 REFERRAL_NOT_AVAILABLE where the country has no refer and earn (doesReferralExists false). */
export function referralTermsFor(countryIsoA2Code: string): ReferralTerms {
  const country = countryByCode(countryIsoA2Code);
  if (!country?.doesReferralExists || !(country.currencyCode in REFERRAL_AMOUNTS)) {
    throw new ServiceError(404, 'REFERRAL_NOT_AVAILABLE', 'Refer and earn is not offered in this country.');
  }
  return referralTermsInCurrency(country.currencyCode as CurrencyCode);
}

/** Whether a booking's currency has referral amounts (every wallet currency has). */
export function isReferralCurrency(currencyCode: string): currencyCode is CurrencyCode {
  return currencyCode in REFERRAL_AMOUNTS;
}
