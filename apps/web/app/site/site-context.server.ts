import { countryByCode, resolveBrand, type CountryConfig } from '@stays/brand-config';
import { localeDirection, pickLocale } from '@stays/ui';
import type { SiteContext } from './site-context';

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The host the visitor typed: the Host header (the request URL's host behind our own server). */
function requestHost(request: Request): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
}

/**
 * The brand, site, country and locale of a request (guest-journey §1): the brand from the Host; the locale from
 * `?locale=`, then the `locale` cookie, then the site's own; right-to-left for Arabic.
 */
export function resolveSiteContext(request: Request): SiteContext {
  const url = new URL(request.url);
  const host = requestHost(request);
  const { brand, site } = resolveBrand(host);
  const country = countryByCode(site.countryCode ?? brand.defaultCountryCode) as CountryConfig;
  const locale = pickLocale([url.searchParams.get('locale'), cookie(request, 'locale'), site.locale]);
  return {
    brandId: brand.id,
    brandName: brand.name,
    themeId: brand.themeId,
    locale: locale.locale,
    dir: localeDirection(locale),
    countryId: country.id,
    countryCode: country.code,
    siteCountryId: site.countryCode ? country.id : null,
    timeZone: country.timeZone,
    countryIds: brand.countryIds,
    defaultPropertyType: brand.defaultPropertyType,
    origin: `${url.protocol}//${host}`,
    micrositeMode: url.searchParams.get('webview') === 'true',
  };
}
