import { data, redirect } from 'react-router';
import { ApiRequestError, currencyCodeSchema, getSavedCards, getUserProfile, saveAccountCard, type SavedCardsReply } from '@stays/api-client';
import { countryByCode } from '@stays/brand-config';
import { serverApi } from '../../site/api.server';
import type { SiteContext } from '../../site/site-context';

export interface AccountSaveCardPage {
  cards: SavedCardsReply['saved_cards'];
  csrfToken: string;
  meta: { title: string };
}

/**
 * /booking/save-card (accounts-commerce §1): the cards the signed-in guest saved to their account. A guest not
 * signed in is sent to sign in and comes back here.
 */
export async function loadAccountSaveCard(site: SiteContext, request: Request): Promise<AccountSaveCardPage> {
  const api = serverApi(site.locale, request);
  const viewer = await getUserProfile(api);
  if (!viewer.isLoggedIn || !viewer.csrf_token) throw signIn(site, request);
  try {
    const { saved_cards: cards } = await getSavedCards(api);
    return { cards, csrfToken: viewer.csrf_token, meta: { title: site.brandName } };
  } catch (error) {
    throw signedOut(error) ? signIn(site, request) : error;
  }
}

/** 'Save a card': the provider's card check in the site's currency (it ends on /save-card/verified or /save-card/error). */
export async function startAccountSaveCard(site: SiteContext, request: Request, csrfToken: string): Promise<never> {
  const currency = currencyCodeSchema.safeParse(countryByCode(site.countryCode)?.currencyCode);
  if (!currency.success) throw new Error(`the site's country ${site.countryCode} has no payment currency`);
  try {
    const reply = await saveAccountCard(
      serverApi(site.locale, request),
      { currency_code: currency.data, user_agent: request.headers.get('user-agent')?.slice(0, 500) },
      csrfToken,
    );
    throw redirect(reply.redirectUrl);
  } catch (error) {
    if (signedOut(error)) throw signIn(site, request);
    if (error instanceof ApiRequestError && error.statusCode >= 400 && error.statusCode < 500) throw data(null, { status: error.statusCode });
    throw error;
  }
}

function signedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.statusCode === 401;
}

function signIn(site: SiteContext, request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
}
