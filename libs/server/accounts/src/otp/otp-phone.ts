import { countryByDialCode, phoneLengthFor } from '@stays/brand-config';
import { isPhoneValidForCountry, plusPrefixedCountryCode } from '@stays/validation';
import { ServiceError } from '@stays/server-core';

export interface PhoneNumber {
  /** '+91' */
  countryCode: string;
  /** National digits: '9812345678' */
  phone: string;
}

/** The phone of an OTP call, checked by the country's rules (accounts-commerce §5), or 400 INVALID_PHONE. */
export function phoneNumberOf(countryCode: string, phone: string): PhoneNumber {
  const code = plusPrefixedCountryCode(countryCode);
  const digits = phone.trim();
  if (!code || !isPhoneValidForCountry(digits, { dialCode: code, phoneLength: phoneLengthFor(countryByDialCode(code)) })) {
    throw new ServiceError(400, 'INVALID_PHONE', 'Enter a valid mobile number.');
  }
  return { countryCode: code, phone: digits };
}

export function fullPhone(number: PhoneNumber): string {
  return `${number.countryCode}${number.phone}`;
}

/** '+91******5678': enough for the guest to recognise their phone, not enough to learn someone else's. */
export function maskedPhone(number: PhoneNumber): string {
  return `${number.countryCode}${'*'.repeat(Math.max(0, number.phone.length - 4))}${number.phone.slice(-4)}`;
}
