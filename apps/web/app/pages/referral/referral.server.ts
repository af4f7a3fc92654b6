import { data } from 'react-router';
import { ApiRequestError, getInviteAndEarn, getReferralFaq, type InviteAndEarnReply, type ReferralFaqReply } from '@stays/api-client';
import { walletCountryIsoCode } from '@stays/booking-rules';
import { countryByCode } from '@stays/brand-config';
import { referralMessages } from '@stays/feature-account';
import { hasSessionCookie, serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';
import { signInHrefFor } from './sign-in-redirect.server';

export type ReferralPage =
  | { kind: 'signedIn'; invite: InviteAndEarnReply; faq: ReferralFaqReply; meta: { title: string } }
  | { kind: 'signedOut'; faq: ReferralFaqReply; signInHref: string; meta: { title: string } }
  | { kind: 'unavailable'; meta: { title: string } };

/**
 * /referral (accounts-commerce §2): a signed-in guest's code, link and invites (inviteAndEarn, referralFaq); a guest
 * not signed in gets how it works, the FAQ (referralFaqLoggedOut) and a way to sign in. Where the country has no
 * refer and earn (doesReferralExists false) the page says so, with status 404.
 */
export async function loadReferralPage(site: SiteContext, request: Request) {
  const intl = await serverIntl(site.locale);
  const meta = { title: `${intl.formatMessage(referralMessages.title)} | ${site.brandName}` };
  if (!countryByCode(site.countryCode)?.doesReferralExists) {
    return data<ReferralPage>({ kind: 'unavailable', meta }, { status: 404 });
  }
  const query = { country_iso_a2_code: walletCountryIsoCode(site.countryCode) };
  const api = serverApi(site.locale, request);
  const signedOut = async (): Promise<ReferralPage> => ({
    kind: 'signedOut',
    faq: await getReferralFaq(api, { ...query, signedIn: false }),
    signInHref: signInHrefFor(site, new URL(request.url)),
    meta,
  });
  if (!hasSessionCookie(request)) return data<ReferralPage>(await signedOut(), { headers: { 'cache-control': 'no-store' } });
  try {
    const [invite, faq] = await Promise.all([getInviteAndEarn(api, query), getReferralFaq(api, { ...query, signedIn: true })]);
    // The link leads to the site the guest is on (the API, called from this server, cannot know its host).
    const shareLink = new URL(invite.share_link);
    const page: ReferralPage = { kind: 'signedIn', invite: { ...invite, share_link: `${site.origin}${shareLink.pathname}${shareLink.search}` }, faq, meta };
    return data(page, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401)
      return data<ReferralPage>(await signedOut(), { headers: { 'cache-control': 'no-store' } });
    throw error;
  }
}
