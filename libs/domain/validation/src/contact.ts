import { z } from 'zod';
import { validationMessages } from './messages';

/** "name not blank and free of & " ' < > / \ and backtick" (guest-journey §5). */
export function isNameValid(name: string): boolean {
  return name.trim().length > 0 && !/[&"'<>/\\`]/.test(name);
}

const FULL_NAME_WORD = /^[\p{L}\p{M}_@./#&+-]+$/u;

/**
 * "full name at least two words of letters (accents allowed) and _ @ . / # & + -, last word at least 2 characters"
 * (accounts-commerce §5; "when first and last name are required, the second word needs at least 2 characters").
 */
export function isFullNameValid(fullName: string): boolean {
  const words = fullName.trim().split(/\s+/);
  const last = words[words.length - 1] ?? '';
  return words.length >= 2 && words.every((word) => FULL_NAME_WORD.test(word)) && [...last].length >= 2;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailValid(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

export const nameSchema = z.string().refine(isNameValid, { message: validationMessages.nameError.id });
export const fullNameSchema = z.string().refine(isFullNameValid, { message: validationMessages.fullNameError.id });

/** "email of valid shape, required unless optional": an optional email may be empty, never malformed. */
export function emailSchema(options: { optional?: boolean } = {}) {
  return z.string().refine((value) => (options.optional && value.trim() === '') || isEmailValid(value), {
    message: validationMessages.emailError.id,
  });
}

const PHONE_CHARACTERS = /^[0-9+-]+$/;

/** Phone lengths: the usual form 6 to 12, the strict form 6 to 15 (accounts-commerce §5). */
export const PHONE_LENGTH = { min: 6, max: 12 } as const;
const STRICT_PHONE_LENGTH = { min: 6, max: 15 } as const;

export function isPhoneValid(phone: string, length: { min: number; max: number } = PHONE_LENGTH): boolean {
  return PHONE_CHARACTERS.test(phone) && phone.length >= length.min && phone.length <= length.max;
}

/**
 * A phone for a country: "for +91 starting with 6, 7, 8 or 9, other countries use the country's min and max
 * length (default 6 and 12)". India's own length (10) comes from its country config.
 */
export function isPhoneValidForCountry(phone: string, country: { dialCode: string; phoneLength?: { min: number; max: number } }): boolean {
  if (!isPhoneValid(phone, country.phoneLength ?? PHONE_LENGTH)) return false;
  return country.dialCode.replace(/^\+?/, '+') !== '+91' || /^[6-9]/.test(phone);
}

export const phoneSchema = z.string().refine((value) => isPhoneValid(value), { message: validationMessages.phoneError.id });
export const strictPhoneSchema = z.string().refine((value) => isPhoneValid(value, STRICT_PHONE_LENGTH), {
  message: validationMessages.phoneError.id,
});
function phoneSchemaForCountry(country: { dialCode: string; phoneLength?: { min: number; max: number } }) {
  return z.string().refine((value) => isPhoneValidForCountry(value, country), { message: validationMessages.phoneError.id });
}

/** The guest contact form of a booking. */
export function contactSchema(options: { country: { dialCode: string; phoneLength?: { min: number; max: number } }; emailOptional?: boolean }) {
  return z.object({
    name: fullNameSchema,
    email: emailSchema({ optional: options.emailOptional ?? false }),
    phone: phoneSchemaForCountry(options.country),
  });
}
