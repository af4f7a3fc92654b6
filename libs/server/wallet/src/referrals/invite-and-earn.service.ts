import type { InviteAndEarnReply, ReferralFaqReply, ReferralLoggedOutReply, ReferralQuery } from '@stays/api-client';
import type { TransactionalDatabase } from '@stays/server-core';
import { creditCompletedStayReferrals } from './credit-referrals';
import { referralCodeOf } from './referral-codes.repository';
import { referralFaq } from './referral-faq';
import { referralTermsFor } from './referral-terms';
import { listInvitees, sumReferrerEarnings } from './referrals.repository';

type CountryQuery = Required<Pick<ReferralQuery, 'country_iso_a2_code'>>;

/** The page a friend opens: sign-up with the code filled in. */
function referralShareLink(siteOrigin: string, code: string): string {
  return `${siteOrigin}/login?referral=${encodeURIComponent(code)}`;
}

/**
 * GET inviteAndEarn: the signed-in guest's code (made on first ask), share link on the site they asked from, the
 * country's terms, the friends who signed up with it and what it earned. Referrals of this guest whose stay is now
 * completed are paid first, so the page never shows a reward that is due but unpaid.
 */
export async function getInviteAndEarn(
  database: TransactionalDatabase,
  userId: number,
  query: CountryQuery,
  siteOrigin: string,
  now: Date,
): Promise<InviteAndEarnReply> {
  const terms = referralTermsFor(query.country_iso_a2_code);
  await creditCompletedStayReferrals(database, now, { userId });
  const [user] = await database.query<{ first_name: string }>(`SELECT first_name FROM users WHERE id = $1`, [userId]);
  const code = await referralCodeOf(database, { userId, firstName: user?.first_name ?? '' }, now);
  const [invitees, earned] = await Promise.all([listInvitees(database, userId), sumReferrerEarnings(database, userId, terms.currency_code)]);
  const rewarded = invitees.filter((invitee) => invitee.rewarded_at !== null).length;
  return {
    referral_code: code,
    share_link: referralShareLink(siteOrigin, code),
    terms,
    invites: { total: invitees.length, pending: invitees.length - rewarded, rewarded },
    earned_amount: earned,
    invitees: invitees.map((invitee) => ({
      name: [invitee.first_name, invitee.last_name ? `${invitee.last_name.charAt(0)}.` : ''].filter(Boolean).join(' '),
      joined_at: new Date(invitee.created_at).toISOString(),
      status: invitee.rewarded_at ? 'rewarded' : 'pending',
      rewarded_at: invitee.rewarded_at ? new Date(invitee.rewarded_at).toISOString() : null,
    })),
  };
}

/** GET referralLoggedOut: the country's terms, for a guest not signed in. */
export function getReferralLoggedOut(query: CountryQuery): ReferralLoggedOutReply {
  return { terms: referralTermsFor(query.country_iso_a2_code) };
}

/** GET referralFaq and referralFaqLoggedOut: the questions, with the country's amounts. */
export function getReferralFaq(query: CountryQuery, signedIn: boolean): ReferralFaqReply {
  const terms = referralTermsFor(query.country_iso_a2_code);
  return { qnaData: referralFaq(terms, signedIn), terms };
}
