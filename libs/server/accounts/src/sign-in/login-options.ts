import { countryByCode, countryByDialCode, countryById, phoneLengthFor, resolveBrand, type CountryConfig } from '@stays/brand-config';
import { ONE_TAP, slOauthPath, type LoginOption, type LoginOptionsQuery, type LoginOptionsReply, type SignInMethod } from '@stays/api-client';
import type { AccountsConfig } from '../config/accounts-config';
import { ServiceError } from '@stays/server-core';

const SOCIAL_LABELS = { gmail: 'Google', facebook: 'Facebook', apple: 'Apple', amazon: 'Amazon', [ONE_TAP]: 'Google one-tap' } as const;

/**
 * The country a loginOptions lookup is for: `country_code` (ISO 'in'/'gb'/'uk', or a dial code '+91'), else
 * `country_id`, else the country of the site asked from (its brand's default on a brand-wide site); 400 when unknown.
 */
export function loginOptionsCountry(query: Pick<LoginOptionsQuery, 'country_code' | 'country_id'>, host: string): CountryConfig {
  const code = query.country_code?.trim();
  if (code) {
    const country = /^\+?\d{1,4}$/.test(code) ? countryByDialCode(code) : countryByCode(code);
    if (!country) throw new ServiceError(400, 'COUNTRY_UNKNOWN', 'country_code names no country we serve.');
    return country;
  }
  if (query.country_id !== undefined) {
    const country = countryById(Number(query.country_id));
    if (!country) throw new ServiceError(400, 'COUNTRY_UNKNOWN', 'country_id names no country we serve.');
    return country;
  }
  const { brand, site } = resolveBrand(host);
  const country = countryByCode(site.countryCode ?? brand.defaultCountryCode);
  if (!country) throw new Error(`brand ${brand.id} has no country config`);
  return country;
}

/**
 * The sign-in methods a site offers (accounts-commerce §6): phone with OTP (to the country's dial code) and e-mail
 * with password everywhere; each social provider this API is configured for; Google's one-tap where Google and its
 * prompt are configured. Truecaller is never offered: its signed payload can only be checked with Truecaller's keys,
 * which this product does not hold (authenticate refuses it with SIGN_IN_METHOD_UNAVAILABLE).
 */
export function loginOptionsFor(config: AccountsConfig, country: CountryConfig): Omit<LoginOptionsReply, 'is_user_present'> {
  const social: LoginOption['option_name'][] = config.oauthProviders.map(({ provider }) => provider);
  if (config.oneTapUrl) social.splice(social.indexOf('gmail') + 1, 0, ONE_TAP);
  const options = social.map((name) => ({
    option_name: name,
    type: 'Social' as const,
    label: SOCIAL_LABELS[name],
    long_label: `Continue with ${SOCIAL_LABELS[name]}`,
    link: slOauthPath(name),
  }));
  const methods: SignInMethod[] = ['phone_otp', 'email_password', ...social];
  return {
    options,
    sign_in_methods: methods,
    country: { code: country.code, id: country.id, dial_code: country.dialCode, phone_length: phoneLengthFor(country) },
  };
}
