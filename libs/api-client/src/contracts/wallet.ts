import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema, queryInt } from './common';

/** "The wallet call passes user_type "user" or "guest_user"" (accounts-commerce §6). */
export const walletUserTypeSchema = z.enum(['user', 'guest_user']);
export type WalletUserType = z.infer<typeof walletUserTypeSchema>;

/** GET wallet: query country_iso_a2_code (uppercased, default IN) and user_type (accounts-commerce §7). */
export const walletQuerySchema = z.object({
  country_iso_a2_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country_iso_a2_code is a two-letter country code')
    .transform((code) => code.toUpperCase())
    .default('IN'),
  user_type: walletUserTypeSchema.default('user'),
});
export type WalletQuery = z.input<typeof walletQuerySchema>;

/** Wallet money that stops counting at a moment (soonest first). */
export const walletExpiringSchema = z.object({ amount: minorUnitsSchema, expires_at: z.string() });

/**
 * The wallet as the API sends it, snake case (accounts-commerce §3 Wallet). Amounts in minor units of currency_code.
 * redeemable_expirable_limit is the percent of a booking's total wallet money may pay (floored).
 */
export const walletReplySchema = z.object({
  user_type: walletUserTypeSchema,
  country_iso_a2_code: z.string(),
  wallet: z.object({
    redeemable_expirable_balance: minorUnitsSchema,
    redeemable_expirable_limit: z.number().int().min(0).max(100),
    redeemed_expirable_amount: minorUnitsSchema,
    /** ISO 4217 numeric code of the wallet's currency. */
    currency_id: z.number().int(),
    currency_code: currencyCodeSchema,
    expiring: z.array(walletExpiringSchema),
  }),
});
export type WalletReply = z.infer<typeof walletReplySchema>;

/** "Response read as a snake-case object converted to camel case": the wallet as the product reads it. */
export interface Wallet {
  userType: WalletUserType;
  countryIsoA2Code: string;
  redeemableExpirableBalance: number;
  redeemableExpirableLimit: number;
  redeemedExpirableAmount: number;
  currencyId: number;
  currencyCode: z.infer<typeof currencyCodeSchema>;
  expiring: { amount: number; expiresAt: string }[];
}

export const walletTransactionsQuerySchema = walletQuerySchema.extend({
  count: queryInt.min(1).max(100).default(50),
});
export type WalletTransactionsQuery = z.input<typeof walletTransactionsQuerySchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  /** credit: money in; debit: paid a booking; refund: back from a cancelled booking; expired: unspent money lost. */
  type: z.enum(['credit', 'debit', 'refund', 'expired']),
  amount: minorUnitsSchema,
  reason: z.enum([
    'signup_bonus',
    'wizard_benefit',
    'goodwill',
    'referral_reward',
    'referral_welcome',
    'booking',
    'booking_cancelled',
    'expired',
    'wizard_purchase',
  ]),
  booking_no: z.string().nullable(),
  created_at: z.string(),
  /** A credit's expiry. */
  expires_at: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsReplySchema = z.object({
  user_type: walletUserTypeSchema,
  currency_code: currencyCodeSchema,
  transactions: z.array(walletTransactionSchema),
});
export type WalletTransactionsReply = z.infer<typeof walletTransactionsReplySchema>;

/** GET wizard status: "query country_code (with plus) and phone when logged in" (accounts-commerce §7). */
export const wizardStatusQuerySchema = z.object({
  country_code: z
    .string()
    .trim()
    .regex(/^\+\d{1,4}$/, 'country_code is a dial code with its plus')
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, 'phone is digits only')
    .optional(),
});
export type WizardStatusQuery = z.infer<typeof wizardStatusQuerySchema>;

export const wizardStatusReplySchema = z.object({
  membership_detail: z.object({
    /** "member" while the membership runs; "expired" or "cancelled" after; null for a guest who never joined. */
    subscription_status: z.string().nullable(),
    is_subscription_pending: z.boolean(),
    plan: z.enum(['wizard', 'wizard_plus']).nullable(),
    membership_start: z.string().nullable(),
    membership_end: z.string().nullable(),
    home_hotel_id: z.number().int().nullable(),
    /** What the wizard discount saved on bookings not cancelled, per currency. */
    amount_saved: z.array(z.object({ currency_code: currencyCodeSchema, amount: minorUnitsSchema })),
    total_bookings: z.number().int().nonnegative(),
  }),
});
export type WizardStatusReply = z.infer<typeof wizardStatusReplySchema>;
