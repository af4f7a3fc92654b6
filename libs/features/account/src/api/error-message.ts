import type { MessageDescriptor } from 'react-intl';
import { ApiRequestError } from '@stays/api-client';
import { signInErrorKind, signUpErrorKind } from '@stays/booking-rules';
import { accountMessages } from '../messages';
import { referralMessages } from '../referral/referral-messages';

/**
 * The guest-facing message of a failed account call: codes 54 (sign-in) and 24 (sign-up) are "Incorrect OTP"
 * (accounts-commerce §8); known refusals get their own text; anything else is a server error.
 */
export function accountErrorMessage(error: unknown, step: 'signin' | 'signup' | 'other' = 'other'): MessageDescriptor {
  if (!(error instanceof ApiRequestError)) return accountMessages.serverError;
  if (step === 'signin' && signInErrorKind(error.code) === 'incorrectOtp') return accountMessages.incorrectOtp;
  if (step === 'signup' && signUpErrorKind(error.code) === 'incorrectOtp') return accountMessages.incorrectOtp;
  const known: Record<string, MessageDescriptor> = {
    INVALID_PHONE: accountMessages.invalidPhone,
    INVALID_EMAIL: accountMessages.invalidEmail,
    INVALID_NAME: accountMessages.invalidName,
    INVALID_CREDENTIALS: accountMessages.invalidCredentials,
    RATE_LIMITED: accountMessages.rateLimited,
    OTP_RESEND_TOO_SOON: accountMessages.resendTooSoon,
    NOTIFICATIONS_UNAVAILABLE: accountMessages.sendUnavailable,
    DATABASE_UNAVAILABLE: accountMessages.briefOutage,
    USER_EXISTS: accountMessages.userExists,
    EMAIL_TAKEN: accountMessages.userExists,
    USER_NOT_FOUND: accountMessages.userNotFound,
    NOT_A_TRAVEL_AGENT: accountMessages.notATravelAgent,
    NOT_A_CORPORATE_ACCOUNT: accountMessages.notACorporateAccount,
    RESET_LINK_INVALID: accountMessages.linkInvalid,
    VERIFICATION_LINK_INVALID: accountMessages.linkInvalid,
    PHONE_VERIFICATION_TOKEN_INVALID: accountMessages.phoneVerificationExpired,
    EMAIL_VERIFICATION_TOKEN_INVALID: accountMessages.emailVerificationExpired,
    EMAIL_VERIFICATION_MISMATCH: accountMessages.emailVerificationExpired,
    EMAIL_OTP_INCORRECT: accountMessages.incorrectOtp,
    PHONE_TAKEN: accountMessages.phoneTaken,
    SOCIAL_SIGN_IN_FAILED: accountMessages.socialFailed,
    REFERRAL_CODE_UNKNOWN: referralMessages.codeUnknown,
    REFERRAL_OWN_CODE: referralMessages.ownCode,
  };
  return known[error.code] ?? accountMessages.serverError;
}
