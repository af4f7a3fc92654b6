import { clientAddress } from './client-address';

/**
 * A limit on guessing a secret (a password, an OTP, a booking's phone), with exponential back-off instead of a
 * lockout: `freeGuesses` go through at once; after them each guess waits `firstWaitSeconds` after the one before,
 * doubling with every further guess up to `maxWaitSeconds`. A day without guesses forgets them.
 */
export interface GuessLimitRule {
  name: string;
  freeGuesses: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /**
   * What a right guess does. 'forget': the key names an account (or booking) AND an address, and whoever guessed
   * right knows the secret. 'uncount': the key is an address alone; the right guess is taken off, not the count
   * wiped, or an attacker's own successful sign-ins would wipe their guesses at other accounts.
   */
  onSuccess: 'forget' | 'uncount';
}

/** Guesses are forgotten this long after the last one (the hourly purge deletes rows a day old too). */
export const GUESS_MEMORY_SECONDS = 24 * 60 * 60;

const FIRST_WAIT_SECONDS = 5;
const MAX_WAIT_SECONDS = 15 * 60;

const guessRule = (name: string, freeGuesses: number, onSuccess: GuessLimitRule['onSuccess']): GuessLimitRule => ({
  name,
  freeGuesses,
  firstWaitSeconds: FIRST_WAIT_SECONDS,
  maxWaitSeconds: MAX_WAIT_SECONDS,
  onSuccess,
});

/**
 * Wrong guesses are counted per account (phone, booking) AND address, never per account alone: an attacker's
 * address is slowed down, while the guest, from their own address, still signs in, looks up and cancels. Across
 * accounts each address has its own, larger allowance. Waits after the free guesses: 5 s, 10 s, 20 s … 15 min,
 * so one address gets about a hundred guesses a day at one account, and a guest who mistypes a few times waits
 * seconds, not a quarter of an hour.
 */
export const GUESS_LIMITS = {
  // Five tries, like the OTP's own five attempts per code.
  signInPerAccountAtAddress: guessRule('sign_in:account_address', 5, 'forget'),
  signInPerAddress: guessRule('sign_in:address', 30, 'uncount'),
  // Each code also dies after 5 wrong tries and a phone gets 5 codes per 15 minutes, so its guesses stay bounded
  // however many addresses send them.
  otpVerifyPerPhoneAtAddress: guessRule('otp_verify:phone_address', 5, 'forget'),
  otpVerifyPerAddress: guessRule('otp_verify:address', 30, 'uncount'),
  // A phone has 9–10 digits: 20 guesses never find it; a household or hotel desk looks its bookings up freely
  // (right phones do not count).
  bookingLookupPerBookingAtAddress: guessRule('booking_lookup:booking_address', 20, 'forget'),
  bookingLookupPerAddress: guessRule('booking_lookup:address', 60, 'uncount'),
} as const satisfies Record<string, GuessLimitRule>;

/** The subject of a key that names an account (phone, booking) at one address (an IPv6 address: its /64). */
export function atAddress(subject: string, address: string): string {
  return `${subject.trim().toLowerCase()}@${clientAddress(address)}`;
}

/** The wait before the guess after `guesses` counted ones; 0 while guesses are free. */
export function waitSecondsAfter(rule: GuessLimitRule, guesses: number): number {
  if (guesses < rule.freeGuesses) return 0;
  return Math.min(rule.maxWaitSeconds, rule.firstWaitSeconds * 2 ** (guesses - rule.freeGuesses));
}

/** The checks with each per-address allowance multiplied by `factor` (accounts config addressLimitFactor). */
export function scaleAddressGuessLimits<T extends { rule: GuessLimitRule }>(checks: readonly T[], factor: number): T[] {
  if (factor === 1) return [...checks];
  return checks.map((check) =>
    check.rule.name.endsWith(':address') ? { ...check, rule: { ...check.rule, freeGuesses: check.rule.freeGuesses * factor } } : check,
  );
}
