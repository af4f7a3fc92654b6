import { BRANDS, DEFAULT_BRAND_ID, brandById, type Brand, type BrandSite } from './brands';

export interface ResolvedBrand {
  brand: Brand;
  site: BrandSite;
}

/** Host header to hostname: lowercased, port and trailing dot removed. */
export function normaliseHost(host: string): string {
  const withoutPort = host.trim().toLowerCase().replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
}

/**
 * The brand and site a visitor arrives on, chosen by the host (spec guest-journey §1).
 * Unknown hosts get the default brand (the hotel brand) and its first site.
 */
export function resolveBrand(host: string): ResolvedBrand {
  const hostname = normaliseHost(host);
  for (const brand of BRANDS) {
    const site = brand.sites.find((candidate) => candidate.host === hostname);
    if (site) return { brand, site };
  }
  const brand = brandById(DEFAULT_BRAND_ID);
  const [firstSite] = brand.sites;
  if (!firstSite) throw new RangeError('the default brand has no site');
  return { brand, site: firstSite };
}
