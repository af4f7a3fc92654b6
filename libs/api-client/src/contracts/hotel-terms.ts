import { z } from 'zod';
import { minorUnitsSchema } from './common';

/** Hotel restrictions (guest-journey §3): the min–max room restriction and the four flags of accounts-commerce. */
export const hotelRestrictionsSchema = z.object({
  minMaxRestriction: z.object({ present: z.boolean(), minRoom: z.number().int().positive(), maxRoom: z.number().int().positive() }),
  no_foreign_guests: z.boolean(),
  no_unmarried_couples: z.boolean(),
  no_local_ids: z.boolean(),
  no_postpaid: z.boolean(),
});
export type HotelRestrictions = z.infer<typeof hotelRestrictionsSchema>;

/** One step of the cancellation policy: free until an instant, then a charge (in minor units) from that instant. */
export const cancellationPolicySchema = z.object({
  kind: z.enum(['free_cancellation', 'first_night_charge']),
  /** ISO instant the step starts (null: from booking) and ends (null: up to check-in). */
  from: z.string().nullable(),
  until: z.string().nullable(),
  charge: minorUnitsSchema,
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

export const additionalChargeInfoSchema = z.object({
  /** Early check-in on request: from this time (HH:mm) for this charge per room. */
  early_checkin: z.object({ from_time: z.string(), standard_time: z.string(), charge_per_room: minorUnitsSchema }).nullable(),
});
export type AdditionalChargeInfo = z.infer<typeof additionalChargeInfoSchema>;
