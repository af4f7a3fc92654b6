import {
  countryByCode,
  deviceRoleOf,
  findLocale,
  formattingLocale,
  isLocaleOffered,
  LOCALES,
  negotiateAcceptLanguage,
  pickLocale,
  resolveBrand,
  textDirection,
  type CountryConfig,
} from '@stays/brand-config';
import { mapStyleUrlFrom } from './map-style.server';
import { onboardingOriginFrom } from './onboarding-origin.server';
import { requestCookie } from './request-cookies.server';
import { siteModeOf } from './site-mode.server';
import type { SiteContext } from './site-context';

/** The host the visitor typed: the Host header (the request URL's host behind our own server). */
function requestHost(request: Request): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
}

/** A phone or tablet: the browser's own client hint (`Sec-CH-UA-Mobile: ?1`) when it sends one, else its user agent. */
export function isMobileRequest(request: Request): boolean {
  const hint = request.headers.get('sec-ch-ua-mobile')?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPad/i.test(request.headers.get('user-agent') ?? '');
}

/** Scheme and host (with its port) of a request, as the visitor wrote them: the base of the site's absolute URLs. */
export function requestOrigin(request: Request): { protocol: string; host: string } {
  return { protocol: new URL(request.url).protocol, host: requestHost(request) };
}

/**
 * The brand, site, country and locale of a request (guest-journey §1): the brand from the Host; the locale from
 * `?locale=`, then the `locale` cookie, then the browser's languages (Accept-Language), then the site's own, else
 * English (Hindi and Thai only on phones); right-to-left for Arabic; numbers, money and dates in the site country's
 * variant of the language (en-IN on the India sites).
 */
export function resolveSiteContext(request: Request): SiteContext {
  const url = new URL(request.url);
  const host = requestHost(request);
  const { brand, site } = resolveBrand(host);
  const country = countryByCode(site.countryCode ?? brand.defaultCountryCode) as CountryConfig;
  const mobile = isMobileRequest(request);
  const offered = (candidate: string | null | undefined) => {
    const found = findLocale(candidate);
    return found && isLocaleOffered(found, mobile) ? candidate : undefined;
  };
  const mode = siteModeOf(request);
  const browserLocale = negotiateAcceptLanguage(
    request.headers.get('accept-language'),
    LOCALES.filter((entry) => isLocaleOffered(entry, mobile)).map((entry) => entry.locale),
  );
  const locale = pickLocale([url.searchParams.get('locale'), requestCookie(request, 'locale'), browserLocale, site.locale].map(offered));
  return {
    brandId: brand.id,
    brandName: brand.name,
    themeId: brand.themeId,
    locale: locale.locale,
    dir: textDirection(locale.locale),
    formatLocale: formattingLocale(locale.locale, country.code),
    isMobile: mobile,
    countryId: country.id,
    countryCode: country.code,
    siteCountryId: site.countryCode ? country.id : null,
    timeZone: country.timeZone,
    countryIds: brand.countryIds,
    defaultPropertyType: brand.defaultPropertyType,
    origin: `${url.protocol}//${host}`,
    micrositeMode: mode.microsite !== null || mode.webview,
    micrositeName: mode.microsite?.name ?? null,
    webview: mode.webview,
    // The partner's microsite config; the consumer site runs none, so the default Consumer_Guest.
    deviceRole: deviceRoleOf(mode.microsite ?? undefined),
    openSearch: brand.featureFlags.openSearch,
    mapStyleUrl: mapStyleUrlFrom(process.env),
    onboardingOrigin: onboardingOriginFrom(process.env),
  };
}
