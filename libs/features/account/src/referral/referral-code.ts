/** A referral code as the API takes it: 4 to 16 letters and digits (case does not matter). */
export function isReferralCodeWellFormed(code: string): boolean {
  return /^[A-Za-z0-9]{4,16}$/.test(code);
}
