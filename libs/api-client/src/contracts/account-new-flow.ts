import { z } from 'zod';
import { accountTypeSchema, sessionReplySchema } from './account';
import { deviseRoleSchema } from './common';

const dialCode = z.string().trim().regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91');
const phoneDigits = z.string().trim().regex(/^\d{6,15}$/, 'phone is 6 to 15 digits');
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

export const authenticateWithPasswordSchema = z.object({ email: z.string().trim().min(3).max(320), password: z.string().min(1).max(200), ...authenticateCommon });
export const authenticateWithOtpSchema = z.object({
  phone: phoneDigits,
  country_code: dialCode,
  phone_country_iso_code: isoCountry.optional(),
  otp: z.string().trim().regex(/^\d{4,8}$/, 'otp is 4 to 8 digits'),
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

/** POST authenticate: e-mail + password, phone + OTP, a phone_verification_token, or a provider's code. */
export const authenticateBodySchema = z.union([authenticateWithOtpSchema, authenticateWithPasswordSchema, authenticateWithPhoneTokenSchema, authenticateWithOAuthSchema]);
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
