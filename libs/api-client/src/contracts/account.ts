import { z } from 'zod';
import { deviseRoleSchema, idSchema } from './common';
import { referralCodeSchema } from './referral';

const dialCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'country_code is a dial code such as +91');
const phoneDigits = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'phone is 6 to 15 digits');
const email = z.string().trim().max(320);
const deviseRole = deviseRoleSchema.optional();
const source = z.string().max(50).optional();

/** The kinds of account, and the login entry page each signs in on (accounts-commerce §2). */
export const accountTypeSchema = z.enum(['consumer', 'travel_agent', 'corporate']);
export type AccountType = z.infer<typeof accountTypeSchema>;
/** The sign-in `mode`: the entry page signed in on; travel_agent and corporate admit only accounts of that type. */
const mode = accountTypeSchema.optional();
/**
 * The spec's `nod` (number of digits) is kept in the contract, but the server alone sets a code's length: an OTP is
 * always 6 digits, and a caller asking for another length is told so (400) rather than sent a weaker code.
 */
const otpDigits = z.literal(6, 'an OTP is always 6 digits').optional();

/** POST generateByPhone / generateotp: an OTP by SMS to this phone. */
export const generateByPhoneBodySchema = z.object({
  phone: phoneDigits,
  country_code: dialCode,
  country_iso_code: z.string().max(2).optional(),
  nod: otpDigits,
  send_otp: z.boolean().optional(),
  devise_role: deviseRole,
});
export type GenerateByPhoneBody = z.input<typeof generateByPhoneBodySchema>;

/** POST generateByUserId: an OTP by SMS to the phone of this account. */
export const generateByUserIdBodySchema = z.object({
  user_id: idSchema,
  country_iso_code: z.string().max(2).optional(),
  nod: otpDigits,
  send_otp: z.boolean().optional(),
  devise_role: deviseRole,
});
export type GenerateByUserIdBody = z.input<typeof generateByUserIdBodySchema>;

/** The OTP reply: is_user_present chooses the sign-in or the sign-up dialog (accounts-commerce §4). */
export const otpReplySchema = z.object({
  is_user_present: z.boolean(),
  otp_sent: z.boolean(),
  /** The phone it went to, masked but for its last digits. */
  masked_phone: z.string(),
  expires_in_seconds: z.number().int(),
  resend_after_seconds: z.number().int(),
});
export type OtpReply = z.infer<typeof otpReplySchema>;

export const signInWithOtpSchema = z.object({
  phone: phoneDigits,
  country_code: dialCode,
  otp: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'otp is 4 to 8 digits'),
  mode,
  devise_role: deviseRole,
  source,
});
export const signInWithPasswordSchema = z.object({
  email: email.min(3),
  password: z.string().min(1).max(200),
  mode,
  devise_role: deviseRole,
  source,
});
/** POST userSignIn: phone + OTP, or e-mail + password. */
export const userSignInBodySchema = z.union([signInWithOtpSchema, signInWithPasswordSchema]);
export type UserSignInBody = z.input<typeof userSignInBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;
const newPassword = z.string().min(PASSWORD_MIN_LENGTH, `password needs at least ${PASSWORD_MIN_LENGTH} characters`).max(200);

/** The sign-up body of the spec (§3, §7); `code` is the OTP sent to the phone. */
export const signUpWithOtpSchema = z.object({
  phone: phoneDigits,
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'code is the OTP of 4 to 8 digits'),
  email: email.optional(),
  name: z.string().trim().min(1).max(200),
  country_code: dialCode,
  gdpr_consent: z.boolean().optional(),
  street_name: z.string().trim().max(200).optional(),
  street_no: z.string().trim().max(20).optional(),
  zip_code: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  country_name: z.string().trim().max(100).optional(),
  /** Optional: lets the guest also sign in with e-mail and password later. */
  password: newPassword.optional(),
  /** A friend's referral code (their share link fills it in): both are credited after this guest's first completed stay. */
  referral_code: referralCodeSchema.optional(),
  devise_role: deviseRole,
  source,
});

/**
 * Sign-up (new flow, accounts-commerce §7): the phone was already proven by its OTP at authenticate, whose
 * phone_verification_token stands in for a second code; first and last name come from the onboarding widget.
 */
export const signUpWithPhoneTokenSchema = z.object({
  phone_verification_token: z.string().min(20).max(200),
  /** The address proven by its code before sign-up (verifySignUpEmailOtp): the account starts with it verified. */
  email_verification_token: z.string().min(20).max(200).optional(),
  /** When sent, must be the phone the token proved. */
  phone: phoneDigits.optional(),
  country_code: dialCode.optional(),
  phone_country_iso_code: z.string().length(2).optional(),
  /** When sent with an email_verification_token, must be the address it proved. */
  email: email.optional(),
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  gdpr_consent: z.boolean().optional(),
  street_name: z.string().trim().max(200).optional(),
  street_no: z.string().trim().max(20).optional(),
  zip_code: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  country_name: z.string().trim().max(100).optional(),
  country_iso_code: z.string().length(2).optional(),
  password: newPassword.optional(),
  referral_code: referralCodeSchema.optional(),
  mode,
  devise_role: deviseRole,
  source,
});
export type SignUpWithPhoneTokenBody = z.input<typeof signUpWithPhoneTokenSchema>;
/** POST userSignUp: the phone proven by its OTP (`code`), or by a phone_verification_token (new flow). */
export const userSignUpBodySchema = z.union([signUpWithOtpSchema, signUpWithPhoneTokenSchema]);
export type UserSignUpBody = z.input<typeof userSignUpBodySchema>;

const verificationStepSchema = z.enum(['none', 'link', 'verify']);

/** The User of accounts-commerce §3 as the signed-in guest sees it. */
export const userProfileSchema = z.object({
  isLoggedIn: z.literal(true),
  userId: z.number().int(),
  emailId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  userStatus: z.enum(['VERIFIED', 'UNVERIFIED', 'NEW']),
  title: z.string().nullable(),
  gdprConsent: z.boolean(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryName: z.string().nullable(),
  accountType: accountTypeSchema,
  roles: z.array(z.string()),
  isCorporateAdmin: z.boolean(),
  hasPassword: z.boolean(),
  verificationInfo: z.object({ phoneVerified: z.boolean(), emailVerified: z.boolean(), step: verificationStepSchema }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The answer to a successful sign-in or sign-up: the guest, and the anti-forgery token of the new session. */
export const sessionReplySchema = z.object({
  user: userProfileSchema,
  csrf_token: z.string(),
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** GET userProfile: who is signed in on this browser (anyone may ask; a guest gets isLoggedIn false). */
export const currentUserReplySchema = z.object({
  isLoggedIn: z.boolean(),
  user: userProfileSchema.nullable(),
  csrf_token: z.string().nullable(),
});
export type CurrentUserReply = z.infer<typeof currentUserReplySchema>;

/** POST updateUserProfile: only the fields sent change; a new password needs the current one when one is set. */
export const updateUserProfileBodySchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  email: email.optional(),
  title: z.string().trim().max(20).optional(),
  gdpr_consent: z.boolean().optional(),
  street_name: z.string().trim().max(200).optional(),
  street_no: z.string().trim().max(20).optional(),
  zip_code: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
  country_name: z.string().trim().max(100).optional(),
  password: newPassword.optional(),
  current_password: z.string().max(200).optional(),
});
export type UpdateUserProfileBody = z.input<typeof updateUserProfileBodySchema>;

/** POST deleteAccount: the guest confirms; the account's personal data is wiped and every session ends. */
export const deleteAccountBodySchema = z.object({ confirm: z.literal(true), reason: z.string().max(500).optional() });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const forgotPasswordBodySchema = z.object({ user_email: email.min(3), source, devise_role: deviseRole });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  password: newPassword,
  reset_password_token: z.string().min(20).max(200),
  email: email.min(3),
  source,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** A plain acknowledgement (forgot password never says whether the address has an account). */
export const accountAckSchema = z.object({ ok: z.literal(true) });
export type AccountAck = z.infer<typeof accountAckSchema>;

/** The OpenID Connect providers of social sign-in (accounts-commerce §6): each an authorization code flow. */
export const socialProviderSchema = z.enum(['gmail', 'facebook', 'apple', 'amazon']);
export type SocialProvider = z.infer<typeof socialProviderSchema>;
/** Google's one-tap: the same Google account, proven by an ID token (`credential`) the page posts to authenticate. */
export const ONE_TAP = 'onetap';

/** Login option (accounts-commerce §3): option_name, type (Social), label, long_label, link. */
export const loginOptionSchema = z.object({
  option_name: z.union([socialProviderSchema, z.literal(ONE_TAP)]),
  type: z.literal('Social'),
  label: z.string(),
  long_label: z.string(),
  link: z.string(),
});
export type LoginOption = z.infer<typeof loginOptionSchema>;

/** Every way to sign in the product knows (accounts-commerce §6); loginOptions says which a site offers. */
const signInMethodSchema = z.enum(['phone_otp', 'email_password', 'gmail', 'facebook', 'apple', 'amazon', ONE_TAP, 'truecaller']);
export type SignInMethod = z.infer<typeof signInMethodSchema>;

/**
 * GET loginOptions lookup params (accounts-commerce §7): the country by `country_code` (ISO 'in', or a dial code
 * '+91') or `country_id`, else the site's own; `phone` (with the country's dial code) asks whether it has an account.
 */
export const loginOptionsQuerySchema = z.object({
  country_code: z.string().trim().max(5).optional(),
  'config-key': z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  is_upgrade: z.enum(['true', 'false']).optional(),
  country_id: z.coerce.number().int().positive().max(1_000_000).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{6,15}$/, 'phone is 6 to 15 digits')
    .optional(),
});
export type LoginOptionsQuery = z.input<typeof loginOptionsQuerySchema>;

export const loginOptionsReplySchema = z.object({
  /** The social buttons to show, in order. */
  options: z.array(loginOptionSchema),
  /** Every method this site offers for the country, the social ones included. */
  sign_in_methods: z.array(signInMethodSchema),
  /** The country the answer is for, and what its phone sign-in expects. */
  country: z.object({
    code: z.string(),
    id: z.number().int(),
    dial_code: z.string(),
    phone_length: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  /** Only when `phone` was asked: whether it has an account (the OTP dialog's is_user_present, limited alike). */
  is_user_present: z.boolean().optional(),
});
export type LoginOptionsReply = z.infer<typeof loginOptionsReplySchema>;

export const slOauthParamsSchema = z.object({ provider: z.union([socialProviderSchema, z.literal(ONE_TAP)]) });
/** GET slOauth: where to go back to, and the entry page and device role the sign-in starts from (kept with its state). */
export const slOauthQuerySchema = z.object({ retUrl: z.string().max(2000).optional(), mode, devise_role: deviseRole, source });

/** POST slVerify: what the provider sent back to /login/{oauth}. */
export const slVerifyBodySchema = z.object({
  provider: socialProviderSchema,
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  /** The issuer the provider names in its answer (RFC 9207), when it sends one. */
  iss: z.string().max(500).optional(),
  source,
});
export type SlVerifyBody = z.input<typeof slVerifyBodySchema>;
export const slVerifyReplySchema = sessionReplySchema.extend({ retUrl: z.string().nullable() });
export type SlVerifyReply = z.infer<typeof slVerifyReplySchema>;

export const devOutboxQuerySchema = z.object({ to: z.string().trim().min(3).max(320) });
export const devOutboxReplySchema = z.object({
  messages: z.array(
    z.object({
      id: z.number().int(),
      channel: z.enum(['email', 'sms']),
      recipient: z.string(),
      template: z.string(),
      payload: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type DevOutboxReply = z.infer<typeof devOutboxReplySchema>;
export const devAddressReplySchema = z.object({ address: z.string() });
