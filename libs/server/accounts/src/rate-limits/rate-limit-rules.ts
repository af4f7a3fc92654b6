/** One rate limit: at most `limit` attempts per `windowSeconds` for one subject (a phone, an account, an address). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const rule = (name: string, limit: number, windowSeconds: number): RateLimitRule => ({ name, limit, windowSeconds });

/**
 * Per phone, per account and per address, on what sends a message (OTP generation, password reset) or holds rooms
 * (createBooking). Guessing a secret (sign-in, OTP verification, booking lookup) has its own limits with back-off:
 * GUESS_LIMITS.
 */
export const RATE_LIMITS = {
  otpGeneratePerPhone: rule('otp_generate:phone', 5, 15 * 60),
  otpGeneratePerAddress: rule('otp_generate:address', 20, 15 * 60),
  emailOtpGeneratePerAccount: rule('email_otp_generate:account', 5, 15 * 60),
  emailOtpGeneratePerEmail: rule('email_otp_generate:email', 5, 15 * 60),
  passwordResetPerAccount: rule('password_reset:account', 3, 60 * 60),
  passwordResetPerAddress: rule('password_reset:address', 10, 60 * 60),
  // Every createBooking call (issue 17: 661 in a row met no limit). A guest books a few times an hour at most, a
  // household or office a few more; the unpaid-hold limits bound what each booking may hold.
  createBookingPerAddress: rule('create_booking:address', 30, 60 * 60),
} as const satisfies Record<string, RateLimitRule>;

/** The checks with each per-address limit multiplied by `factor` (accounts config addressLimitFactor); the others as they are. */
export function scaleAddressLimits<T extends { rule: RateLimitRule }>(checks: readonly T[], factor: number): T[] {
  if (factor === 1) return [...checks];
  return checks.map((check) => (check.rule.name.endsWith(':address') ? { ...check, rule: { ...check.rule, limit: check.rule.limit * factor } } : check));
}
