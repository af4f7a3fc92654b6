import type { AccountType, OnboardingField, OnboardingReply } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { assertEntryModeAdmits } from '../sign-in/entry-mode';
import { ServiceError } from '@stays/server-core';

/** The message key of the consent wording the sign-up form already shows (libs/features/account messages). */
const GDPR_CONSENT_TEXT_KEY = 'account.signup.gdpr';

const ADDRESS_FIELDS: OnboardingField[] = [
  { name: 'street_name', kind: 'text', required: true },
  { name: 'street_no', kind: 'text', required: true },
  { name: 'zip_code', kind: 'text', required: true },
  { name: 'city', kind: 'text', required: true },
];

/**
 * The onboarding widget (accounts-commerce §4, §7): the fields a new account is asked for in this country — first
 * and last name, e-mail, consent, and the postal address where the country's sign-up asks it — and the dial code
 * of the phone's country. New accounts are guest accounts: the travel-agent and business pages are refused.
 */
export function onboardingWidget(query: { country_iso_code: string; mode?: AccountType; phone_country_iso_code?: string }): OnboardingReply {
  const country = countryByCode(query.country_iso_code.toLowerCase());
  if (!country) throw new ServiceError(400, 'UNKNOWN_COUNTRY', 'Sign-up is not offered for this country.');
  const phoneCountry = query.phone_country_iso_code ? countryByCode(query.phone_country_iso_code.toLowerCase()) : country;
  if (!phoneCountry) throw new ServiceError(400, 'UNKNOWN_PHONE_COUNTRY', 'Mobile numbers of this country are not accepted.');
  const mode = query.mode ?? 'consumer';
  assertEntryModeAdmits(mode, 'consumer');
  const fields: OnboardingField[] = [
    { name: 'first_name', kind: 'text', required: true },
    { name: 'last_name', kind: 'text', required: true },
    { name: 'email', kind: 'email', required: false },
    ...(country.signUpAsksAddress ? ADDRESS_FIELDS : []),
    // Asked on every site, never required: an account is kept to perform the stay's contract, and the guest's consent
    // (stored with the account) is theirs to give or not, as GDPR wants it freely given on the European sites.
    { name: 'gdpr_consent', kind: 'checkbox', required: false },
  ];
  return { country_iso_code: country.code.toUpperCase(), mode, fields, gdpr_consent_text_key: GDPR_CONSENT_TEXT_KEY, phone_dial_code: phoneCountry.dialCode };
}
