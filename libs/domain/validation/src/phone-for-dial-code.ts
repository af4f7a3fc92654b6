import { countryByDialCode, phoneLengthFor } from '@stays/brand-config';
import { isPhoneValidForCountry } from './contact';

/**
 * The phone length bounds for a dial code (accounts-commerce §5): the country's own min and max phone length
 * (India exactly 10), 6 to 12 for a dial code we sell in no country. What a phone field's maxLength and keypress
 * filter follow.
 */
export function phoneLengthForDialCode(dialCode: string): { min: number; max: number } {
  return phoneLengthFor(countryByDialCode(dialCode));
}

/** A phone typed for a dial code: its country's bounds, and for +91 a first digit 6, 7, 8 or 9. */
export function isPhoneValidForDialCode(phone: string, dialCode: string): boolean {
  const code = dialCode.trim().replace(/^\+?/, '+');
  return isPhoneValidForCountry(phone, { dialCode: code, phoneLength: phoneLengthForDialCode(code) });
}
