import { referralRoutes } from '../contracts/referral-routes';
import type { InviteAndEarnReply, ReferralFaqReply, ReferralLoggedOutReply, ReferralQuery } from '../contracts/referral';
import { getJson, type ApiClientOptions } from './http';

const contract = () => import('../contracts/referral');

/** GET inviteAndEarn: the signed-in guest's code, share link, invites and rewards (401 when not signed in). */
export function getInviteAndEarn(options: ApiClientOptions, query: ReferralQuery, signal?: AbortSignal): Promise<InviteAndEarnReply> {
  return getJson(options, referralRoutes.inviteAndEarn, query, () => contract().then((module) => module.inviteAndEarnReplySchema), signal);
}

/** GET referralLoggedOut: what the programme pays, for a guest not signed in. */
export function getReferralLoggedOut(options: ApiClientOptions, query: ReferralQuery, signal?: AbortSignal): Promise<ReferralLoggedOutReply> {
  return getJson(options, referralRoutes.referralLoggedOut, query, () => contract().then((module) => module.referralLoggedOutReplySchema), signal);
}

/** GET referralFaq (signed in) or referralFaqLoggedOut. */
export function getReferralFaq(options: ApiClientOptions, query: ReferralQuery & { signedIn: boolean }, signal?: AbortSignal): Promise<ReferralFaqReply> {
  const { signedIn, ...rest } = query;
  const path = signedIn ? referralRoutes.referralFaq : referralRoutes.referralFaqLoggedOut;
  return getJson(options, path, rest, () => contract().then((module) => module.referralFaqReplySchema), signal);
}
