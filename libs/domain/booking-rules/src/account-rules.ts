/** Wizard membership state (accounts-commerce §4): default not a member, status NOT_MEMBER, not loaded. */
export interface WizardMembership {
  isMember: boolean;
  status: string;
  loaded: boolean;
}

const NOT_MEMBER = 'NOT_MEMBER';
export const DEFAULT_WIZARD_MEMBERSHIP: WizardMembership = { isMember: false, status: NOT_MEMBER, loaded: false };

/** Reading 1, "member status": status "member" (case-insensitive) means member; otherwise NOT_MEMBER. */
export function wizardMembershipFromStatus(status: string | null | undefined): WizardMembership {
  const isMember = (status ?? '').trim().toLowerCase() === 'member';
  return { isMember, status: isMember ? 'MEMBER' : NOT_MEMBER, loaded: true };
}

/** The wizard status call's membership_detail (accounts-commerce §7). */
export interface MembershipDetail {
  subscription_status?: string | null;
  /** Set while a purchase or renewal of the subscription awaits payment. */
  is_subscription_pending?: boolean | null;
}

/**
 * Reading 2, "subscription status": PENDING when a subscription is pending, otherwise the subscription status,
 * otherwise NOT_MEMBER. A member is a subscription whose status is "member" (case-insensitive).
 */
export function wizardMembership(detail: MembershipDetail | null | undefined): WizardMembership {
  if (detail?.is_subscription_pending) return { isMember: false, status: 'PENDING', loaded: true };
  const status = detail?.subscription_status?.trim() || NOT_MEMBER;
  return { isMember: status.toLowerCase() === 'member', status, loaded: true };
}

export type SignUpVerificationStep = 'none' | 'link' | 'verify';

/**
 * "when phone and email both exist and are verified, no verification is needed; when one is verified and the
 * other missing, a link step is needed" (accounts-commerce §4). Anything else needs verification.
 */
export function signUpVerificationStep(user: {
  phone?: string | null;
  phoneVerified?: boolean;
  email?: string | null;
  emailVerified?: boolean;
}): SignUpVerificationStep {
  const phone = Boolean(user.phone);
  const email = Boolean(user.email);
  const phoneVerified = phone && Boolean(user.phoneVerified);
  const emailVerified = email && Boolean(user.emailVerified);
  if (phoneVerified && emailVerified) return 'none';
  if ((phoneVerified && !email) || (emailVerified && !phone)) return 'link';
  return 'verify';
}

/** Base64 (standard or URL-safe, padding optional) to text; null when it is not base64. */
function decodeBase64(value: string): string | null {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard) || standard.replace(/=+$/, '').length % 4 === 1) return null;
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, '=');
  return atob(padded);
}

/** "Access token is valid when decoded text has at least four colon-separated parts" (accounts-commerce §5). */
export function isAccessTokenValid(token: string | null | undefined): boolean {
  if (!token) return false;
  const decoded = decodeBase64(token.trim());
  return decoded !== null && decoded.split(':').length >= 4;
}

/** "Backend URLs are accepted only without an at-sign and beginning with a known host" (guest-journey §5). */
export function isBackendUrlAccepted(url: string, knownHosts: readonly string[]): boolean {
  if (url.includes('@')) return false;
  return knownHosts.some((host) => url === host || url.startsWith(host.endsWith('/') ? host : `${host}/`));
}

/** "Sign-in error code 54: incorrect OTP"; "Sign-up error code 24: incorrect OTP"; otherwise server error. */
export type AuthErrorKind = 'incorrectOtp' | 'serverError';

export function signInErrorKind(code: number | string | null | undefined): AuthErrorKind {
  return Number(code) === 54 ? 'incorrectOtp' : 'serverError';
}

export function signUpErrorKind(code: number | string | null | undefined): AuthErrorKind {
  return Number(code) === 24 ? 'incorrectOtp' : 'serverError';
}

/** "'invalid otp' is tracked as an invalid OTP entry" (guest-journey §8). */
export function isInvalidOtpMessage(message: string | null | undefined): boolean {
  return (message ?? '').trim().toLowerCase() === 'invalid otp';
}

/** Login type constants (accounts-commerce §3). */
export const LOGIN_TYPES = ['phone_number', 'email', 'PHONEOTP', 'EMAIL', 'GMAIL', 'FACEBOOK', 'APPLE', 'TRUECALLER'] as const;
/** User status constants (accounts-commerce §3). */
export const USER_STATUSES = ['VERIFIED', 'UNVERIFIED', 'NEW'] as const;

/** "On success, the sign-in dialog opens when the user exists (is_user_present) and the sign-up dialog when not." */
export function dialogAfterOtp(reply: { is_user_present?: boolean | null }): 'signin' | 'signup' {
  return reply.is_user_present ? 'signin' : 'signup';
}

/** The wallet call's country_iso_a2_code: "uppercased, default IN" (accounts-commerce §7). */
export function walletCountryIsoCode(countryCode: string | null | undefined): string {
  return countryCode?.trim().toUpperCase() || 'IN';
}
