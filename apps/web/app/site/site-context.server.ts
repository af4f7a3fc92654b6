import {
  DEFAULT_MICROSITE_CONFIG,
  countryByCode,
  deviceRoleOf,
  findLocale,
  isLocaleOffered,
  pickLocale,
  resolveBrand,
  textDirection,
  type CountryConfig,
} from '@stays/brand-config';
import { mapStyleUrlFrom } from './map-style.server';
import { onboardingOriginFrom } from './onboarding-origin.server';
import { requestCookie } from './request-cookies.server';
import type { SiteContext } from './site-context';

/** The host the visitor typed: the Host header (the request URL's host behind our own server). */
function requestHost(request: Request): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
}

/** Scheme and host (with its port) of a request, as the visitor wrote them: the base of the site's absolute URLs. */
export function requestOrigin(request: Request): { protocol: string; host: string } {
  return { protocol: new URL(request.url).protocol, host: requestHost(request) };
}

const isMobile = (request: Request) => /Mobi|Android|iPhone|iPad/i.test(request.headers.get('user-agent') ?? '');

/**
 * The brand, site, country and locale of a request (guest-journey §1): the brand from the Host; the locale from
 * `?locale=`, then the `locale` cookie, then the site's own (Hindi and Thai only on phones); right-to-left for Arabic.
 */
export function resolveSiteContext(request: Request): SiteContext {
  const url = new URL(request.url);
  const host = requestHost(request);
  const { brand, site } = resolveBrand(host);
  const country = countryByCode(site.countryCode ?? brand.defaultCountryCode) as CountryConfig;
  const mobile = isMobile(request);
  const offered = (candidate: string | null | undefined) => {
    const found = findLocale(candidate);
    return found && isLocaleOffered(found, mobile) ? candidate : undefined;
  };
  const locale = pickLocale([url.searchParams.get('locale'), requestCookie(request, 'locale'), site.locale].map(offered));
  return {
    brandId: brand.id,
    brandName: brand.name,
    themeId: brand.themeId,
    locale: locale.locale,
    dir: textDirection(locale.locale),
    countryId: country.id,
    countryCode: country.code,
    siteCountryId: site.countryCode ? country.id : null,
    timeZone: country.timeZone,
    countryIds: brand.countryIds,
    defaultPropertyType: brand.defaultPropertyType,
    origin: `${url.protocol}//${host}`,
    micrositeMode: url.searchParams.get('webview') === 'true',
    // The consumer site runs no partner's microsite config: the default one, whose device role is Consumer_Guest.
    deviceRole: deviceRoleOf(DEFAULT_MICROSITE_CONFIG),
    openSearch: brand.featureFlags.openSearch,
    mapStyleUrl: mapStyleUrlFrom(process.env),
    onboardingOrigin: onboardingOriginFrom(process.env),
  };
}
