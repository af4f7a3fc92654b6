import { z } from 'zod';
import { validationMessages } from './messages';

const INDIA_DIAL_DIGITS = '91';

/** "booking id required, no spaces" (guest-journey §5). */
export const bookingIdSchema = z
  .string()
  .min(1, { message: validationMessages.bookingIdRequired.id })
  .refine((value) => !/\s/.test(value), { message: validationMessages.bookingIdHasSpaces.id });

/**
 * "mobile number only digits, plus and hyphen; with country code 91 the trimmed length is 9 or 10".
 * The country code is given with or without its plus.
 */
export function isLookupPhoneValid(phone: string, countryCode: string | undefined): boolean {
  const trimmed = phone.trim();
  if (!/^[0-9+-]+$/.test(trimmed)) return false;
  if (countryCode?.replace(/^\+/, '') === INDIA_DIAL_DIGITS) return trimmed.length === 9 || trimmed.length === 10;
  return true;
}

/** The booking lookup form: booking id with the guest's phone and its country code. */
export const bookingLookupSchema = z
  .object({ bookingId: bookingIdSchema, phone: z.string(), countryCode: z.string().optional() })
  .refine(({ phone, countryCode }) => isLookupPhoneValid(phone, countryCode), {
    path: ['phone'],
    message: validationMessages.lookupPhoneInvalid.id,
  });
