import { z } from 'zod';
import { countryByCode } from '@stays/brand-config';
import { currencyCodeSchema, idSchema, isoDateSchema, minorUnitsSchema, propertyTypeSchema, queryBoolean, queryInt } from './common';

/** Largest picture yoImageUpload takes (5 MiB), and how many one issue may carry. */
export const HELP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const HELP_IMAGES_PER_ISSUE = 3;
export const HELP_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ISSUE_DESCRIPTION_MIN = 10;
export const ISSUE_DESCRIPTION_MAX = 2000;

const countryCodeQuery = z
  .string()
  .trim()
  .toLowerCase()
  .refine((code) => countryByCode(code) !== undefined, { message: 'unknown country' });

/** GET helpCentreData (accounts-commerce §7): country_code default "in", logged_in; the answers come in `locale` when we have them. */
export const helpCentreQuerySchema = z.object({
  country_code: countryCodeQuery.default('in'),
  logged_in: queryBoolean.default(false),
  /** The brand's kind of stay: India has hotels (Nivaas) and holiday homes (Dunelight); default the country's own. */
  property_type: propertyTypeSchema.optional(),
  locale: z.string().max(20).optional(),
});
export type HelpCentreQuery = z.input<typeof helpCentreQuerySchema>;

export const faqEntrySchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
/** accounts-commerce §3 "FAQ: qnaData (id, title, faqList)". */
export const qnaSectionSchema = z.object({ id: z.string(), title: z.string(), faqList: z.array(faqEntrySchema) });
export const helpCentreReplySchema = z.object({
  country_code: z.string(),
  logged_in: z.boolean(),
  /** The language the answers are written in (English when we have none in the asked locale). */
  language: z.string(),
  qnaData: z.array(qnaSectionSchema),
});
export type HelpCentreReply = z.infer<typeof helpCentreReplySchema>;
export type QnaSection = z.infer<typeof qnaSectionSchema>;

export const insuranceQuerySchema = z.object({
  country_code: countryCodeQuery.default('in'),
  property_type: propertyTypeSchema.optional(),
  locale: z.string().max(20).optional(),
});
export type InsuranceQuery = z.input<typeof insuranceQuerySchema>;
export const insuranceReplySchema = z.object({
  language: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), points: z.array(z.string()) })),
});
export type InsuranceReply = z.infer<typeof insuranceReplySchema>;

/** What a guest can do about a booking: go to a flow the site already has, or raise an issue with us. */
export const SELF_SERVE_FLOWS = ['bookingCancellation', 'modifyDates', 'refundStatusYo'] as const;
export const RAISABLE_ISSUE_CODES = ['refund', 'invoice', 'property_problem', 'payment', 'other'] as const;
export const raisableIssueCodeSchema = z.enum(RAISABLE_ISSUE_CODES);
export type RaisableIssueCode = z.infer<typeof raisableIssueCodeSchema>;
export const selfServeIssueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('flow'), code: z.enum(['cancel_booking', 'change_dates', 'refund_status']), flow: z.enum(SELF_SERVE_FLOWS) }),
  z.object({ kind: z.literal('raise'), code: raisableIssueCodeSchema }),
]);
export type SelfServeIssue = z.infer<typeof selfServeIssueSchema>;

export const issueStatusSchema = z.enum(['open', 'in_progress', 'resolved']);
export const raisedIssueSchema = z.object({
  id: z.number().int(),
  booking_id: z.string(),
  issue_code: raisableIssueCodeSchema,
  description: z.string(),
  status: issueStatusSchema,
  image_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RaisedIssue = z.infer<typeof raisedIssueSchema>;

/** The booking's refund as the refund status modal (refundStatusYo) shows it. */
export const refundStatusSchema = z.object({
  /** none: nothing to give back; pending: decided, not yet made by the payment provider; processed: made. */
  status: z.enum(['none', 'pending', 'processed']),
  currency_code: currencyCodeSchema,
  /** To the card or account the guest paid with. */
  to_source: minorUnitsSchema,
  to_source_pending: minorUnitsSchema,
  /** Back to the guest's wallet (always at once). */
  to_wallet: minorUnitsSchema,
  /** When the last refund was decided (ISO instant), or null. */
  last_refund_at: z.string().nullable(),
});
export type RefundStatus = z.infer<typeof refundStatusSchema>;

export const selfServeIssuesQuerySchema = z.object({ booking_id: z.string().trim().min(1).max(40), locale: z.string().max(20).optional() });
export type SelfServeIssuesQuery = z.input<typeof selfServeIssuesQuerySchema>;
export const selfServeIssuesReplySchema = z.object({
  booking: z.object({
    booking_id: z.string(),
    hotel_name: z.string(),
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    display_status: z.string(),
  }),
  issues: z.array(selfServeIssueSchema),
  raised_issues: z.array(raisedIssueSchema),
  refund: refundStatusSchema,
});
export type SelfServeIssuesReply = z.infer<typeof selfServeIssuesReplySchema>;

export const selfServeIssueParamsSchema = z.object({ issueId: queryInt.positive() });

export const raiseIssueBodySchema = z.object({
  booking_id: z.string().trim().min(1).max(40),
  issue_code: raisableIssueCodeSchema,
  description: z.string().trim().min(ISSUE_DESCRIPTION_MIN).max(ISSUE_DESCRIPTION_MAX),
  /** Pictures uploaded with yoImageUpload by the same guest and not yet part of an issue. */
  upload_ids: z.array(idSchema).max(HELP_IMAGES_PER_ISSUE).default([]),
});
export type RaiseIssueBody = z.input<typeof raiseIssueBodySchema>;

export const imageUploadReplySchema = z.object({
  upload_id: z.number().int(),
  content_type: z.enum(HELP_IMAGE_TYPES),
  byte_size: z.number().int(),
});
export type ImageUploadReply = z.infer<typeof imageUploadReplySchema>;
