import { redirect } from 'react-router';
import { ApiRequestError, getWallet, getWalletTransactions } from '@stays/api-client';
import { walletCountryIsoCode, walletUserType } from '@stays/booking-rules';
import { walletMessages } from '@stays/feature-account';
import { serverApi } from '../../site/api.server';
import { serverIntl } from '../../site/intl.server';
import type { SiteContext } from '../../site/site-context';

/**
 * /accountdetails/oyomoney: the signed-in guest's wallet in the site's country's currency (GET wallet and
 * walletTransactions with their session cookie). Not signed in: sign in, then back here.
 */
export async function loadWalletPage(site: SiteContext, request: Request) {
  const url = new URL(request.url);
  const cookie = request.headers.get('cookie');
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const api = { ...serverApi(site.locale), headers };
  const query = { country_iso_a2_code: walletCountryIsoCode(site.countryCode), user_type: walletUserType(true) };
  try {
    const [wallet, history] = await Promise.all([getWallet(api, query), getWalletTransactions(api, query)]);
    const intl = await serverIntl(site.locale);
    return { wallet, transactions: history.transactions, meta: { title: `${intl.formatMessage(walletMessages.title)} | ${site.brandName}` } };
  } catch (error) {
    if (error instanceof ApiRequestError && error.statusCode === 401) {
      throw redirect(`/login?retUrl=${encodeURIComponent(`${site.origin}${url.pathname}${url.search}`)}`);
    }
    throw error;
  }
}
