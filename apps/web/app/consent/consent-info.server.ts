import { getConsentInfo, type ConsentInfo } from '@stays/api-client';
import { brandById, COOKIES, isGdprCountry, parseConsent } from '@stays/brand-config';
import { serverApi } from '../site/api.server';
import { requestCookie } from '../site/request-cookies.server';
import type { SiteContext } from '../site/site-context';
import type { ConsentState } from './consent-state';

/** The consent info is the same for every guest of a country: asked once an hour per country, not on every page. */
const CACHE_MS = 3_600_000;
const cache = new Map<string, { info: ConsentInfo; until: number }>();

async function consentInfoOf(countryCode: string, locale: string): Promise<ConsentInfo | null> {
  const cached = cache.get(countryCode);
  if (cached && cached.until > Date.now()) return cached.info;
  try {
    const info = await getConsentInfo(serverApi(locale), { country_code: countryCode });
    cache.set(countryCode, { info, until: Date.now() + CACHE_MS });
    return info;
  } catch (error) {
    // Without the info the banner waits (and nothing that needs consent is written or sent meanwhile).
    console.error('consent info not fetched', error);
    return null;
  }
}

/**
 * The guest's consent for the root loader: the gdpr flag and categories from the consent info call (accounts-commerce §7
 * "Consent (gdpr) info request on mount", made by the server so the banner arrives in the page's HTML) and the choice
 * in the consent cookie.
 */
export async function loadConsent(request: Request, site: SiteContext): Promise<ConsentState> {
  const choice = parseConsent(requestCookie(request, COOKIES.consent.name));
  // Inside a native app the app asked for consent itself, and events go to its bridge, never to our API.
  if (site.webview) return { gdpr: false, infoFetched: false, hideBanner: true, categories: [], choice };
  const hideBanner = brandById(site.brandId).featureFlags.hideGdprBanner;
  const info = await consentInfoOf(site.countryCode, site.locale);
  return {
    // Until the info arrives the country decides, so a gdpr guest is never tracked for want of an answer.
    gdpr: info?.gdpr ?? isGdprCountry(site.countryCode),
    infoFetched: info !== null,
    hideBanner,
    categories: info?.categories ?? [],
    choice,
  };
}
