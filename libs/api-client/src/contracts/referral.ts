import { z } from 'zod';
import { currencyCodeSchema, minorUnitsSchema, queryInt } from './common';
import { walletQuerySchema, walletTransactionSchema } from './wallet';

/**
 * The kinds of reward a guest's wallet keeps (/rewards/{categoryId}): referral (a friend's first stay, or one's own as
 * a referred friend), membership (wizard benefits), bonus (welcome and goodwill credits), bookings (wallet money
 * spent on bookings and given back), expired (credits that lapsed unspent).
 */
export const REWARD_CATEGORIES = ['referral', 'membership', 'bonus', 'bookings', 'expired'] as const;
export const rewardCategorySchema = z.enum(REWARD_CATEGORIES);
export type RewardCategory = z.infer<typeof rewardCategorySchema>;

/** GET rewards: the signed-in guest's rewards in the wallet of a country, all of them or one category. */
export const rewardsQuerySchema = z.object({
  country_iso_a2_code: walletQuerySchema.shape.country_iso_a2_code,
  category: rewardCategorySchema.optional(),
  count: queryInt.min(1).max(100).default(50),
});
export type RewardsQuery = z.input<typeof rewardsQuerySchema>;

export const rewardTransactionSchema = walletTransactionSchema.extend({ category: rewardCategorySchema });
export type RewardTransaction = z.infer<typeof rewardTransactionSchema>;

export const rewardsReplySchema = z.object({
  currency_code: currencyCodeSchema,
  /** The category asked for, or null for all. */
  category: rewardCategorySchema.nullable(),
  /** Every category with how many entries it holds, in a fixed order. */
  categories: z.array(z.object({ id: rewardCategorySchema, count: z.number().int().nonnegative() })),
  /** Wallet money credited to the guest as rewards (referral, membership, bonus), ever. */
  total_earned: minorUnitsSchema,
  /** "Rewards: transaction_list" (accounts-commerce §3), newest first. */
  transaction_list: z.array(rewardTransactionSchema),
});
export type RewardsReply = z.infer<typeof rewardsReplySchema>;

/** The query of the referral calls: the country whose programme and currency apply. */
export const referralQuerySchema = z.object({ country_iso_a2_code: walletQuerySchema.shape.country_iso_a2_code });
export type ReferralQuery = z.input<typeof referralQuerySchema>;

/** What a referral pays, in a country's currency: to the guest who invites, to the friend, once the friend's first stay is completed. */
export const referralTermsSchema = z.object({
  currency_code: currencyCodeSchema,
  referrer_amount: minorUnitsSchema,
  referee_amount: minorUnitsSchema,
  /** How long the credited wallet money can be spent. */
  credit_valid_days: z.number().int().positive(),
  /** When the money is credited: after the friend's first completed stay. */
  credited_after: z.literal('first_completed_stay'),
});
export type ReferralTerms = z.infer<typeof referralTermsSchema>;

/** GET referralLoggedOut: the programme as a signed-out guest is told it. */
export const referralLoggedOutReplySchema = z.object({ terms: referralTermsSchema });
export type ReferralLoggedOutReply = z.infer<typeof referralLoggedOutReplySchema>;

export const inviteeSchema = z.object({
  /** The friend's first name and the initial of their last name. */
  name: z.string(),
  joined_at: z.string(),
  /** pending: signed up, no completed stay yet; rewarded: both wallets credited. */
  status: z.enum(['pending', 'rewarded']),
  rewarded_at: z.string().nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

/** GET inviteAndEarn: the signed-in guest's code, share link, terms, invites made and rewards earned. */
export const inviteAndEarnReplySchema = z.object({
  referral_code: z.string(),
  /** The page a friend opens to sign up with the code filled in. */
  share_link: z.string(),
  terms: referralTermsSchema,
  invites: z.object({ total: z.number().int().nonnegative(), pending: z.number().int().nonnegative(), rewarded: z.number().int().nonnegative() }),
  /** Referral money credited to this guest as a referrer, in the terms' currency. */
  earned_amount: minorUnitsSchema,
  invitees: z.array(inviteeSchema),
});
export type InviteAndEarnReply = z.infer<typeof inviteAndEarnReplySchema>;

/** The referral FAQ (accounts-commerce §3 "FAQ: qnaData (id, title, faqList)"); ids are stable, texts in English. */
export const referralFaqReplySchema = z.object({
  qnaData: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      faqList: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
    }),
  ),
  terms: referralTermsSchema,
});
export type ReferralFaqReply = z.infer<typeof referralFaqReplySchema>;

/** A referral code as a guest types it: letters and digits, read case-insensitively. */
export const referralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, 'referral_code is 4 to 16 letters and digits')
  .transform((code) => code.toUpperCase());
