import { ApiRequestError, getRewards, rewardCategorySchema, type RewardsReply } from '@stays/api-client';
import { walletCountryIsoCode } from '@stays/booking-rules';
import { countryByCode } from '@stays/brand-config';
import { rewardsMessages } from '@stays/feature-account';
import { serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';
import { notFound } from '../not-found.server';
import { redirectToSignIn } from './sign-in-redirect.server';

export interface RewardsPage {
  reply: RewardsReply;
  referralHref: string | null;
  meta: { title: string };
}

/**
 * /rewards and /rewards/{categoryId} (accounts-commerce §2): the signed-in guest's transaction_list (GET rewards with
 * their session cookie), all or one category; an unknown category is 404. Not signed in: sign in, then back here.
 */
export async function loadRewardsPage(site: SiteContext, request: Request, categoryId: string | undefined): Promise<RewardsPage> {
  const category = categoryId === undefined ? undefined : rewardCategorySchema.safeParse(categoryId);
  if (category && !category.success) notFound();
  const url = new URL(request.url);
  const api = serverApi(site.locale, request);
  try {
    const [reply, intl] = await Promise.all([
      getRewards(api, { country_iso_a2_code: walletCountryIsoCode(site.countryCode), ...(category?.success ? { category: category.data } : {}) }),
      serverIntl(site.locale),
    ]);
    const country = countryByCode(site.countryCode);
    return {
      reply,
      referralHref: country?.doesReferralExists ? country.links.referAndEarn : null,
      meta: { title: `${intl.formatMessage(rewardsMessages.title)} | ${site.brandName}` },
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) redirectToSignIn(site, url);
    throw error;
  }
}
