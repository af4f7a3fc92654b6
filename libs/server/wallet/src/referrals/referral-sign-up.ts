import { ServiceError, type SqlClient } from '@stays/server-core';
import { findReferralCodeOwner } from './referral-codes.repository';
import { insertReferral } from './referrals.repository';

export interface SignUpReferral {
  referrerUserId: number;
  code: string;
}

/**
 * The referrer of a code given at sign-up, checked before the account is made: an unknown code is 400
 * REFERRAL_CODE_UNKNOWN; one's own code (the sign-up comes from the code owner's signed-in browser) is 400
 * REFERRAL_OWN_CODE. `code` is already upper case.
 */
export async function referrerForSignUp(database: SqlClient, code: string, signedInUserId: number | null): Promise<SignUpReferral> {
  const referrerUserId = await findReferralCodeOwner(database, code);
  if (referrerUserId === null) {
    throw new ServiceError(400, 'REFERRAL_CODE_UNKNOWN', 'This referral code does not exist. Check it with your friend, or sign up without one.');
  }
  if (referrerUserId === signedInUserId) throw new ServiceError(400, 'REFERRAL_OWN_CODE', 'You cannot use your own referral code.');
  return { referrerUserId, code };
}

/** Keeps the referral in the sign-up's transaction, so an account made with a code is always a referred one. */
export function recordReferral(tx: SqlClient, referral: SignUpReferral, referredUserId: number, now: Date): Promise<void> {
  if (referral.referrerUserId === referredUserId) throw new ServiceError(400, 'REFERRAL_OWN_CODE', 'You cannot use your own referral code.');
  return insertReferral(tx, { referrerUserId: referral.referrerUserId, referredUserId, code: referral.code }, now);
}
