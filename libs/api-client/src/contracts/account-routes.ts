import { API_PREFIX } from '../routes';

/** Paths of the account and sign-in calls (accounts-commerce §7 "Account" and "Social sign-in"). */
export const accountRoutes = {
  generateByPhone: `${API_PREFIX}/generateByPhone`,
  generateByUserId: `${API_PREFIX}/generateByUserId`,
  /** Resend: a fresh code to the same phone. */
  generateOtp: `${API_PREFIX}/generateotp`,
  userSignIn: `${API_PREFIX}/userSignIn`,
  /** One sign-in call for every proof (new flow): a phone without an account answers a phone_verification_token. */
  authenticate: `${API_PREFIX}/authenticate`,
  userSignUp: `${API_PREFIX}/userSignUp`,
  userSignOut: `${API_PREFIX}/userSignOut`,
  userProfile: `${API_PREFIX}/userProfile`,
  updateUserProfile: `${API_PREFIX}/updateUserProfile`,
  deleteAccount: `${API_PREFIX}/deleteAccount`,
  verification: `${API_PREFIX}/verification`,
  /** A six-digit code e-mailed to an address the signed-in guest adds; answers its email_verification_token. */
  generateEmailOtp: `${API_PREFIX}/generateEmailOtp`,
  /** A six-digit code e-mailed to the address a guest signs up with, before any account exists (no session). */
  generateSignUpEmailOtp: `${API_PREFIX}/generateSignUpEmailOtp`,
  /** Its code: answers the email_verification_token sign-up (new flow) takes, so the account starts with the address verified. */
  verifySignUpEmailOtp: `${API_PREFIX}/verifySignUpEmailOtp`,
  /** The signed-in guest's verification state after a social sign-in: which contact the link step asks for. */
  slVerified: `${API_PREFIX}/slVerified`,
  /** The onboarding widget (accounts-commerce §7: "on a separate host"; the web app reads its origin from ONBOARDING_ORIGIN). */
  onboarding: '/v1/create/account/onboarding',
  forgotPassword: `${API_PREFIX}/forgotPassword`,
  resetPassword: `${API_PREFIX}/resetPassword`,
  loginOptions: `${API_PREFIX}/loginOptions`,
  /** Starts a social sign-in: redirects the browser to the provider's authorize URL. */
  slOauth: `${API_PREFIX}/slOauth/:provider`,
  /** Finishes it: the code and state the provider sent back to /login/{oauth}. */
  slVerify: `${API_PREFIX}/slVerify`,
  /** Apple answers with response_mode=form_post: a POST that is turned into a GET of /login/apple. */
  appleFormPost: `${API_PREFIX}/tpl/apple`,
  /** Where Google's one-tap prompt posts its credential (redirect mode), turned into /login/onetap. */
  oneTapFormPost: `${API_PREFIX}/tpl/onetap`,
  /** Development only (DEV_TOOLS=true): the SMS and e-mails a recipient would have received. */
  devOutbox: `${API_PREFIX}/dev/outbox`,
  /** Development only (DEV_TOOLS=true): the address the API counts the caller's per-address limits against. */
  devAddress: `${API_PREFIX}/dev/address`,
} as const;

export function slOauthPath(provider: string): string {
  return accountRoutes.slOauth.replace(':provider', encodeURIComponent(provider));
}

/** The anti-forgery header every state-changing call of a signed-in guest carries. */
export const CSRF_HEADER = 'x-csrf-token';
/** The session cookie (accounts-commerce §9 cookie names: token). */
export const SESSION_COOKIE = 'token';
