import { z } from 'zod';
import { currencyCodeSchema, isoDateSchema } from './common';

/** Gifts from 1 to 100,000 in the currency's major unit (minor units on the wire: 100 to 10,000,000). */
export const DONATION_LIMITS = { min: 100, max: 10_000_000 } as const;

/** POST donate: a gift to the campaign; the same client_key (one per form shown) is one donation however often it is sent. */
export const donateBodySchema = z.object({
  client_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'expected the form’s key'),
  amount: z.number().int().min(DONATION_LIMITS.min).max(DONATION_LIMITS.max),
  currency_code: currencyCodeSchema,
  donor_name: z.string().trim().max(80).optional(),
});
export type DonateBody = z.input<typeof donateBodySchema>;

export const donateReplySchema = z.object({ redirectUrl: z.string(), order_id: z.string() });
export type DonateReply = z.infer<typeof donateReplySchema>;

/** POST verifyDonation (accounts-commerce §7): the provider's word on a donation, and its receipt once paid. */
export const verifyDonationBodySchema = z.object({ order_id: z.string().min(1).max(100) });
export type VerifyDonationBody = z.input<typeof verifyDonationBodySchema>;

export const donationSchema = z.object({
  status: z.enum(['created', 'paid', 'failed']),
  amount: z.number().int(),
  currency_code: currencyCodeSchema,
  donor_name: z.string(),
  receipt_no: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Donation = z.infer<typeof donationSchema>;
export const verifyDonationReplySchema = z.object({ donation: donationSchema });
export type VerifyDonationReply = z.infer<typeof verifyDonationReplySchema>;

/** GET donate: what the campaign has raised in one currency. */
export const donationCampaignQuerySchema = z.object({ currency_code: currencyCodeSchema });
export const donationCampaignSchema = z.object({ raised: z.number().int(), donors: z.number().int(), currency_code: currencyCodeSchema });
export type DonationCampaign = z.infer<typeof donationCampaignSchema>;

/** The signed unsubscribe link's query (/service/newsletter-signout?u=…&sig=…). */
export const newsletterLinkSchema = z.object({
  u: z.coerce.number().int().positive().max(2_147_483_647),
  sig: z.string().regex(/^[0-9a-f]{64}$/, 'expected the link’s signature'),
});
export type NewsletterLink = z.input<typeof newsletterLinkSchema>;
export const newsletterStatusSchema = z.object({ status: z.enum(['subscribed', 'unsubscribed']) });
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;
export const newsletterSignoutReplySchema = z.object({ status: z.enum(['unsubscribed', 'already_unsubscribed']) });
export type NewsletterSignoutReply = z.infer<typeof newsletterSignoutReplySchema>;

/** An ID a guest may show, by kind: the countries list says which each nationality may use where the stay is. */
export const idTypeSchema = z.enum(['passport', 'national_id', 'aadhaar', 'driving_licence', 'voter_id']);
export type IdType = z.infer<typeof idTypeSchema>;

export const checkinGuestSchema = z.object({
  name: z.string().trim().min(2).max(80),
  nationality: z.string().regex(/^[a-z]{2}$/, 'expected a country code'),
  id_type: idTypeSchema,
  id_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,24}$/, 'expected the ID’s number'),
});
export type CheckinGuest = z.infer<typeof checkinGuestSchema>;

/** POST online-checkin/{bookingId}: arrival time (HH:MM) and every guest of the booking. */
export const onlineCheckinBodySchema = z.object({
  arrival_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM'),
  guests: z.array(checkinGuestSchema).min(1).max(40),
});
export type OnlineCheckinBody = z.input<typeof onlineCheckinBodySchema>;

/** GET online-checkin/{bookingId} (accounts-commerce §3 "Online check-in: countries, guestWidgets, successWidgets, successMsg"). */
export const onlineCheckinSchema = z.object({
  booking: z.object({ invoice_no: z.string(), hotel_name: z.string(), checkin: isoDateSchema, checkout: isoDateSchema, no_of_guest: z.number().int() }),
  /** The stay's country and the nationalities offered, each with the IDs it may show there. */
  stay_country: z.string(),
  countries: z.array(z.object({ code: z.string(), name: z.string(), id_types: z.array(idTypeSchema) })),
  /** One widget per guest to fill. */
  guestWidgets: z.array(z.object({ index: z.number().int(), title: z.string() })),
  /** What the guest sees once checked in: arrival, guests. */
  successWidgets: z.array(z.object({ label: z.enum(['arrival', 'guests']), value: z.string() })),
  successMsg: z.string().nullable(),
  checkin: z.object({ arrival_time: z.string(), guests: z.array(checkinGuestSchema), updated_at: z.string() }).nullable(),
});
export type OnlineCheckin = z.infer<typeof onlineCheckinSchema>;

export const gameCategorySchema = z.enum(['beaches', 'heritage', 'mountains']);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** GET games (accounts-commerce §3 "Game: header_widgets, tabSelected, category leaderboards"). */
export const gamesQuerySchema = z.object({ category: gameCategorySchema.optional() });
export const gamesSchema = z.object({
  header_widgets: z.array(z.object({ key: z.enum(['played', 'best', 'rank']), value: z.number().int().nullable() })),
  tabSelected: gameCategorySchema,
  categories: z.array(gameCategorySchema),
  played_today: z.object({ score: z.number().int() }).nullable(),
  questions: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(z.string()) })),
  leaderboard: z.array(z.object({ rank: z.number().int(), name: z.string(), score: z.number().int(), you: z.boolean() })),
});
export type Games = z.infer<typeof gamesSchema>;

/** POST games/{category}/play: the day's answers (option indexes by question id), scored once. */
export const gamePlayBodySchema = z.object({ answers: z.record(z.string().max(40), z.number().int().min(0).max(9)) });
export type GamePlayBody = z.input<typeof gamePlayBodySchema>;
export const gamePlayReplySchema = z.object({ score: z.number().int(), out_of: z.number().int(), already_played: z.boolean() });
export type GamePlayReply = z.infer<typeof gamePlayReplySchema>;
