import { ApiRequestError, getStaffDashboard, staffDashboardQuerySchema, type StaffDashboardReply } from '@stays/api-client';
import { serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';
import { notFound } from '../not-found.server';
import { redirectToSignIn } from '../referral/sign-in-redirect.server';
import { staffDashboardMessages } from './staff-dashboard-messages';

export interface StaffDashboardPage {
  reply: StaffDashboardReply;
  periodRefused: boolean;
  meta: { title: string };
}

/**
 * /staff/dashboard: the site team's view of the stored events (GET staff/dashboard with the session cookie). Not
 * signed in: sign in, then back here. Signed in without the staff role: the page does not exist (404), as for a
 * guest. A period the API refuses (too long, backwards, not a day) shows the last week with a message saying why.
 */
export async function loadStaffDashboardPage(site: SiteContext, request: Request): Promise<StaffDashboardPage> {
  const url = new URL(request.url);
  const api = serverApi(site.locale, request);
  const asked = Object.fromEntries(['from', 'to', 'brand'].flatMap((key) => (url.searchParams.get(key) ? [[key, url.searchParams.get(key)]] : [])));
  const parsed = staffDashboardQuerySchema.safeParse(asked);
  try {
    const intl = await serverIntl(site.locale);
    const meta = { title: `${intl.formatMessage(staffDashboardMessages.title)} | ${site.brandName}` };
    if (parsed.success) {
      try {
        return { reply: await getStaffDashboard(api, parsed.data), periodRefused: false, meta };
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.statusCode === 400)) throw error;
      }
    }
    return { reply: await getStaffDashboard(api, {}), periodRefused: true, meta };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) redirectToSignIn(site, url);
    if (error instanceof ApiRequestError && error.statusCode === 403) notFound();
    throw error;
  }
}
