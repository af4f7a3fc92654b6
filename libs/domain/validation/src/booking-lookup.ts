import { z } from 'zod';
import { validationMessages } from './messages';

const INDIA_DIAL_DIGITS = '91';

/** "booking id required, no spaces" (guest-journey §5). */
export const bookingIdSchema = z
  .string()
  .min(1, { message: validationMessages.bookingIdRequired.id })
  .refine((value) => !/\s/.test(value), { message: validationMessages.bookingIdHasSpaces.id });

const INDIA_LENGTHS = [9, 10];

/**
 * The phone a guest typed, as the booking knows it: spaces and dashes dropped, and the chosen country's dial code in
 * front taken off ('+91 98765-01234' and '98765 01234' are both 9876501234 for +91). Guests copy their number as
 * they see it written; the stored number has neither. A bare dial code (919876501234) is taken off only for India,
 * whose length tells it apart. Another country's dial code stays, with its plus.
 */
export function normaliseLookupPhone(phone: string, countryCode: string | undefined): string {
  const compact = phone.replace(/[\s-]/g, '');
  const dial = countryCode?.replace(/^\+/, '') ?? '';
  if (dial === '') return compact;
  if (compact.startsWith(`+${dial}`)) return compact.slice(dial.length + 1);
  if (
    dial === INDIA_DIAL_DIGITS &&
    compact.startsWith(dial) &&
    INDIA_LENGTHS.includes(compact.length - dial.length) &&
    !INDIA_LENGTHS.includes(compact.length)
  ) {
    return compact.slice(dial.length);
  }
  return compact;
}

/**
 * "mobile number only digits, plus and hyphen; with country code 91 the trimmed length is 9 or 10", checked on the
 * normalised phone (spaces, dashes and the country's own dial code do not count). The country code is given with or
 * without its plus.
 */
export function isLookupPhoneValid(phone: string, countryCode: string | undefined): boolean {
  const normalised = normaliseLookupPhone(phone, countryCode);
  if (!/^\+?[0-9]+$/.test(normalised)) return false;
  if (countryCode?.replace(/^\+/, '') === INDIA_DIAL_DIGITS) return /^[0-9]+$/.test(normalised) && INDIA_LENGTHS.includes(normalised.length);
  return true;
}

/**
 * The lookup phone field's longest text: the number as a guest may copy it, with its dial code ('+91') and two
 * separators around the country's longest phone ('+91 98765-01234' for India's 10 digits).
 */
export function lookupPhoneMaxLength(dialCode: string, phoneMax: number): number {
  return `+${dialCode.trim().replace(/^\+/, '')}`.length + phoneMax + 2;
}

const LOOKUP_NAVIGATION_KEYS = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab', 'Home', 'End'];

/** The lookup phone's keypress filter: "only digits, plus and hyphen" (and the space guests copy), up to the field's longest text. */
export function isLookupPhoneKeyAllowed(key: string, currentValue: string, maxLength: number): boolean {
  if (LOOKUP_NAVIGATION_KEYS.includes(key)) return true;
  return /^[0-9+\- ]$/.test(key) && currentValue.length < maxLength;
}

/** The booking lookup form: booking id with the guest's phone and its country code. */
export const bookingLookupSchema = z
  .object({ bookingId: bookingIdSchema, phone: z.string(), countryCode: z.string().optional() })
  .refine(({ phone, countryCode }) => isLookupPhoneValid(phone, countryCode), {
    path: ['phone'],
    message: validationMessages.lookupPhoneInvalid.id,
  });
