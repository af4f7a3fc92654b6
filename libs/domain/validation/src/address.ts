import { z } from 'zod';
import { validationMessages } from './messages';

/** "street name at least 1 character from letters, digits and _ @ . , / # & + -" (spaces allowed between words). */
export const streetNameSchema = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{M}\p{N}_@.,/#&+\- ]+$/u, { message: validationMessages.streetNameError.id });

/** House number: at least one character (the spec names the streetNoError flag only). */
export const streetNoSchema = z.string().trim().min(1, { message: validationMessages.streetNoError.id });

/** "postal code at least 2". */
export const postalCodeSchema = z.string().trim().min(2, { message: validationMessages.postalCodeError.id });

const CITY = /^[\p{L}\p{M}]+(?:[ -][\p{L}\p{M}]+)*$/u;

/** "city at least 2, letters only" (words of letters separated by single spaces or hyphens). */
export const citySchema = z
  .string()
  .trim()
  .refine((value) => CITY.test(value) && [...value].length >= 2, { message: validationMessages.cityError.id });

export const addressSchema = z.object({
  street_name: streetNameSchema,
  street_no: streetNoSchema,
  zip_code: postalCodeSchema,
  city: citySchema,
});
