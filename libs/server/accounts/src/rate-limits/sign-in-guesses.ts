import type { GuessCheck } from './guess-limit';
import { GUESS_LIMITS, atAddress } from './guess-limit-rules';

/** A sign-in (or sign-up) with a phone's OTP, from `address`: `phone` is the full number, '+919812345678'. */
export function otpSignInGuesses(phone: string, address: string): GuessCheck[] {
  return [
    { rule: GUESS_LIMITS.otpVerifyPerPhoneAtAddress, subject: atAddress(phone, address) },
    { rule: GUESS_LIMITS.otpVerifyPerAddress, subject: address },
    { rule: GUESS_LIMITS.signInPerAddress, subject: address },
  ];
}

/** A sign-in with an e-mail address and password, from `address`. */
export function passwordSignInGuesses(email: string, address: string): GuessCheck[] {
  return [
    { rule: GUESS_LIMITS.signInPerAccountAtAddress, subject: atAddress(email, address) },
    { rule: GUESS_LIMITS.signInPerAddress, subject: address },
  ];
}
