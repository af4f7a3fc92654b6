import { z } from 'zod';
import { isIsoDate } from '@stays/validation';

const FIRST_DATE = '1900-01-01';
const LAST_DATE = '2199-12-31';

/**
 * A calendar date as the wire carries it: YYYY-MM-DD, in the property's country's time zone. A real one (no month 13,
 * no 30 February), and within 1900–2199: stays are near today, and the bound keeps date arithmetic far from the
 * limits of PostgreSQL (which has no year 0).
 */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD')
  .refine((value) => isIsoDate(value) && value >= FIRST_DATE && value <= LAST_DATE, `expected a real calendar date from ${FIRST_DATE} to ${LAST_DATE}`);

/** Every failure the API answers with, whatever the route (ARCHITECTURE.md "Server"). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() });
export type GeoPoint = z.infer<typeof geoPointSchema>;

/**
 * Money on the wire is an integer count of the currency's minor units (paise, cents, pence)
 * next to its ISO 4217 code; clients format it with Intl.NumberFormat.
 */
export const minorUnitsSchema = z.number().int();
export const currencyCodeSchema = z.enum(['INR', 'EUR', 'GBP']);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export const propertyTypeSchema = z.enum(['hotel', 'home']);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/**
 * The largest value of a PostgreSQL integer column, which every id, count and amount of the schema is: 2³¹ − 1.
 * A request's whole number is bounded by it, so a larger one is refused at the edge instead of by the database.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A whole number a database integer column holds. */
export const dbIntegerSchema = z
  .number()
  .int()
  .min(-MAX_DB_INTEGER - 1)
  .max(MAX_DB_INTEGER);
/** The id of a row: 1 to 2³¹ − 1. */
export const idSchema = dbIntegerSchema.positive();

/**
 * A number read to a fixed number of decimals: finer is noise for a coordinate or a distance, and a value as small as a
 * subnormal (5e-324), which JavaScript reads, is more than PostgreSQL's double precision takes.
 */
export function queryDecimal(min: number, max: number, decimals = 7) {
  const scale = 10 ** decimals;
  return (
    z.coerce
      .number()
      .min(min)
      .max(max)
      // + 0 writes -0 (a tiny negative rounded) as 0.
      .transform((value) => Math.round(value * scale) / scale + 0)
  );
}

/** Query strings arrive as text: numbers and booleans are coerced, the rest validated. */
export const queryInt = z.coerce
  .number()
  .int()
  .min(-MAX_DB_INTEGER - 1)
  .max(MAX_DB_INTEGER);
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * The device role a site sends on sign-in, sign-up and booking (accounts-commerce §6: from the microsite config,
 * Consumer_Guest by default): a role label such as Consumer_Guest, letters and underscores.
 */
export const deviseRoleSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z_]{0,49}$/, 'devise_role is a role label such as Consumer_Guest (letters and underscores, at most 50)');

/** A sub-channel (a partner's site, a campaign) as createBooking stores it and my bookings filters by it: upper-case. */
export const subSourceSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((value) => value.toUpperCase());
