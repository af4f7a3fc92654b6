import { data, redirect } from 'react-router';
import { COOKIES, cookieAllowed, findLocale, isGdprCountry, isLocaleOffered, parseConsent } from '@stays/brand-config';
import { languageMessages } from '../components/language/language-messages';
import { serverIntl } from '../site/intl.server';
import { localeCookie } from '../site/locale-cookie';
import { requestCookie } from '../site/request-cookies.server';
import { refererPath, sameSitePath } from '../site/return-path';
import { isMobileRequest, resolveSiteContext } from '../site/site-context.server';

/**
 * /change-language (accounts-commerce §2 "change-language"): with `?locale=` a language offered on this device,
 * it sets the `locale` cookie (for a year with consent to preferences where it is asked, else for the session) and sends the guest back to `retUrl` (or the same-site page they came from, else
 * home); without, the page lists the languages; with one we do not offer here, the page says so (400).
 */
export async function changeLanguageLoader(request: Request) {
  const url = new URL(request.url);
  const returnPath = sameSitePath(url.searchParams.get('retUrl')) ?? refererPath(request) ?? '/';
  const requested = url.searchParams.get('locale');
  const site = resolveSiteContext(request);
  if (requested !== null) {
    const entry = findLocale(requested);
    if (entry && isLocaleOffered(entry, isMobileRequest(request))) {
      const persistent = cookieAllowed(COOKIES.locale.name, isGdprCountry(site.countryCode), parseConsent(requestCookie(request, COOKIES.consent.name)));
      throw redirect(returnPath, { headers: { 'Set-Cookie': localeCookie(entry.locale, persistent), 'Cache-Control': 'no-store' } });
    }
  }
  const intl = await serverIntl(site.locale);
  const meta = {
    title: intl.formatMessage(languageMessages.pageTitle, { brand: site.brandName }),
    description: intl.formatMessage(languageMessages.description, { brand: site.brandName }),
    canonical: `${site.origin}/change-language`,
    siteName: site.brandName,
  };
  const page = { meta, returnPath, unknownLocale: requested !== null };
  return requested === null ? page : data(page, { status: 400 });
}
