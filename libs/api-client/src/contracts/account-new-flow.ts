import { z } from 'zod';
import { accountTypeSchema, sessionReplySchema, socialProviderSchema, userProfileSchema } from './account';
import { deviseRoleSchema, idSchema } from './common';

const dialCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91');
const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'phone is 6 to 15 digits');
const isoCountry = z.string().trim().length(2);
const verificationToken = z.string().min(20).max(200);

/** What every authenticate payload may add (accounts-commerce §7 "authenticate"). */
const authenticateCommon = {
  mode: accountTypeSchema.optional(),
  devise_role: deviseRoleSchema.optional(),
  /** The reply's user shows its phone and e-mail masked (e.g. a shared screen or a webview that logs). */
  mask_data: z.boolean().optional(),
  country_iso_code: isoCountry.optional(),
  /** The reply says whether the account still has a contact to link or verify (needs_verification). */
  check_verified: z.boolean().optional(),
  source: z.string().max(50).optional(),
};

export const authenticateWithPasswordSchema = z.object({
  email: z.string().trim().min(3).max(320),
  password: z.string().min(1).max(200),
  ...authenticateCommon,
});
export const authenticateWithOtpSchema = z.object({
  phone: phoneDigits,
  country_code: dialCode,
  phone_country_iso_code: isoCountry.optional(),
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'otp is 4 to 8 digits'),
  ...authenticateCommon,
});
export const authenticateWithPhoneTokenSchema = z.object({ phone_verification_token: verificationToken, ...authenticateCommon });
/**
 * An authorization code (oauth_token) a configured provider sent back to redirect_uri, with the state of the
 * slOauth that started it: checked like slVerify (state bound to this browser, PKCE, ID token).
 */
export const authenticateWithOAuthSchema = z.object({
  oauth_token: z.string().min(1).max(2000),
  redirect_uri: z.string().url().max(500),
  state: z.string().min(1).max(200),
  iss: z.string().max(500).optional(),
  ...authenticateCommon,
});

/**
 * Google's one-tap credential: the ID token Google's prompt gave the page, with the state of the slOauth/onetap
 * that asked for it (its nonce is in the token, so a credential works once, in the browser that started it).
 */
const authenticateWithCredentialSchema = z.object({
  credential: z.string().min(20).max(8000),
  state: z.string().min(1).max(200),
  ...authenticateCommon,
});
/**
 * The Truecaller login type (accounts-commerce §6 lists it): accepted in the contract and refused with 400
 * SIGN_IN_METHOD_UNAVAILABLE, since its signed payload can only be checked against Truecaller's own keys.
 */
const authenticateWithTruecallerSchema = z.object({
  login_type: z.literal('truecaller'),
  payload: z.string().min(1).max(8000),
  signature: z.string().min(1).max(2000),
  signature_algorithm: z.string().max(50).optional(),
  ...authenticateCommon,
});

/** POST authenticate: e-mail + password, phone + OTP, a phone_verification_token, a provider's code or a one-tap credential. */
export const authenticateBodySchema = z.union([
  authenticateWithOtpSchema,
  authenticateWithPasswordSchema,
  authenticateWithPhoneTokenSchema,
  authenticateWithOAuthSchema,
  authenticateWithCredentialSchema,
  authenticateWithTruecallerSchema,
]);
export type AuthenticateBody = z.input<typeof authenticateBodySchema>;

/** Signed in; needs_verification only when check_verified was asked (a contact is still to link or verify). */
export const authenticatedReplySchema = sessionReplySchema.extend({ is_user_present: z.literal(true), needs_verification: z.boolean().optional() });
/** The OTP was right but no account has this phone: the token proves the phone to sign-up (new flow) or the link step. */
export const newPhoneReplySchema = z.object({
  is_user_present: z.literal(false),
  phone_verification_token: z.string(),
  expires_in_seconds: z.number().int(),
});
export const authenticateReplySchema = z.union([authenticatedReplySchema, newPhoneReplySchema]);
export type AuthenticateReply = z.infer<typeof authenticateReplySchema>;

/** POST generateEmailOtp: a six-digit code e-mailed to an address the signed-in guest adds. */
export const generateEmailOtpBodySchema = z.object({
  email: z.string().trim().min(3).max(320),
  devise_role: deviseRoleSchema.optional(),
  source: z.string().max(50).optional(),
});
export type GenerateEmailOtpBody = z.input<typeof generateEmailOtpBodySchema>;
export const emailOtpReplySchema = z.object({ email_verification_token: z.string(), masked_email: z.string(), expires_in_seconds: z.number().int() });
export type EmailOtpReply = z.infer<typeof emailOtpReplySchema>;

/** POST verifySignUpEmailOtp: the code generateSignUpEmailOtp e-mailed, with the token that came with it. */
export const verifySignUpEmailOtpBodySchema = z.object({
  email_verification_token: verificationToken,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otp is the six-digit code'),
  devise_role: deviseRoleSchema.optional(),
  source: z.string().max(50).optional(),
});
export type VerifySignUpEmailOtpBody = z.input<typeof verifySignUpEmailOtpBodySchema>;
/** The address is proven: this email_verification_token (single use, 15 minutes) goes with the new-flow sign-up. */
export const emailProvenReplySchema = z.object({
  email_verified: z.literal(true),
  email_verification_token: z.string(),
  masked_email: z.string(),
  expires_in_seconds: z.number().int(),
});
export type EmailProvenReply = z.infer<typeof emailProvenReplySchema>;

const verificationCommon = { devise_role: deviseRoleSchema.optional(), source: z.string().max(50).optional() };
/** The e-mail verification link's token (no session needed: the link is opened from the mailbox). */
export const verifyEmailLinkSchema = z.object({ email_verification_token: verificationToken, ...verificationCommon });
/** The code e-mailed by generateEmailOtp, with its token: adds the address, verified, to the signed-in account. */
export const verifyEmailOtpSchema = z.object({
  email_verification_token: verificationToken,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'otp is the six-digit code'),
  ...verificationCommon,
});
/** The link step: a phone proven at authenticate joins the signed-in account (user_id must be that account). */
export const linkPhoneSchema = z.object({
  phone_verification_token: verificationToken,
  user_id: idSchema,
  mode: accountTypeSchema.optional(),
  ...verificationCommon,
});
/** Links a social provider (oauth_mode) to the signed-in account: its code and the state of the slOauth that started it. */
export const linkSocialSchema = z.object({
  oauth_token: z.string().min(1).max(2000),
  oauth_mode: socialProviderSchema,
  redirect_uri: z.string().url().max(500),
  state: z.string().min(1).max(200),
  iss: z.string().max(500).optional(),
  ...verificationCommon,
});
/** POST verification (accounts-commerce §7): the e-mail link, or (signed in, with the anti-forgery token) an e-mail code, a phone or a social provider to link. */
export const verificationBodySchema = z.union([verifyEmailOtpSchema, linkPhoneSchema, linkSocialSchema, verifyEmailLinkSchema]);
export type VerificationBody = z.input<typeof verificationBodySchema>;

/** GET slVerified: after a social sign-in, what the link or verify step asks for (null: nothing). */
export const slVerifiedQuerySchema = z.object({ devise_role: deviseRoleSchema.optional() });
export const slVerifiedReplySchema = z.object({
  verificationInfo: userProfileSchema.shape.verificationInfo,
  asks_for: z.enum(['phone', 'email']).nullable(),
  user: userProfileSchema,
});
export type SlVerifiedReply = z.infer<typeof slVerifiedReplySchema>;

/** GET /v1/create/account/onboarding: the onboarding widget for a country and entry page. */
export const onboardingQuerySchema = z.object({
  country_iso_code: isoCountry,
  mode: accountTypeSchema.optional(),
  phone_country_iso_code: isoCountry.optional(),
});
export const onboardingFieldSchema = z.object({
  name: z.enum(['first_name', 'last_name', 'email', 'gdpr_consent', 'street_name', 'street_no', 'zip_code', 'city']),
  kind: z.enum(['text', 'email', 'checkbox']),
  required: z.boolean(),
});
export type OnboardingField = z.infer<typeof onboardingFieldSchema>;
export const onboardingReplySchema = z.object({
  country_iso_code: z.string(),
  mode: accountTypeSchema,
  fields: z.array(onboardingFieldSchema),
  /** The message key of the consent wording the gdpr_consent checkbox shows; null when the country asks none. */
  gdpr_consent_text_key: z.string().nullable(),
  /** The dial code for phone_country_iso_code (else the country's own), e.g. +91. */
  phone_dial_code: z.string(),
});
export type OnboardingReply = z.infer<typeof onboardingReplySchema>;
