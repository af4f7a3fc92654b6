import {
  BRANDS,
  DEFAULT_MICROSITE_CONFIG,
  countryByCode,
  resolveBrand,
  type Brand,
  type BrandSite,
  type CountryConfig,
  type MicrositeConfig,
} from '@stays/brand-config';

export interface MicrositeSettings {
  brand: Brand;
  site: BrandSite;
  country: CountryConfig;
  locale: string;
  microsite: MicrositeConfig;
  /** Inside a native app's webview (`?webview=true`). */
  webview: boolean;
}

/**
 * How a partner's page or a native webview opens the microsite: the brand by host (as on the web site), or
 * `?brand=` when a partner hosts it on a domain of its own; `?partner=` names the microsite config;
 * `?locale=` and `?webview=true` as on the site.
 */
export function micrositeSettings(url: URL): MicrositeSettings {
  const params = url.searchParams;
  const byHost = resolveBrand(url.host);
  const requestedBrand = BRANDS.find((brand) => brand.id === params.get('brand'));
  const brand = requestedBrand ?? byHost.brand;
  const site = requestedBrand && requestedBrand.id !== byHost.brand.id ? firstSite(requestedBrand) : byHost.site;
  const country = countryByCode(site.countryCode ?? brand.defaultCountryCode);
  if (!country) throw new RangeError(`no country config for ${site.countryCode ?? brand.defaultCountryCode}`);
  const partner = params.get('partner')?.trim();
  return {
    brand,
    site,
    country,
    locale: params.get('locale') ?? site.locale,
    microsite: partner ? { ...DEFAULT_MICROSITE_CONFIG, name: partner } : DEFAULT_MICROSITE_CONFIG,
    webview: params.get('webview') === 'true',
  };
}

function firstSite(brand: Brand): BrandSite {
  const [site] = brand.sites;
  if (!site) throw new RangeError(`brand ${brand.id} has no site`);
  return site;
}
