import { siteContactFor, type CountryConfig } from '@stays/brand-config';
import type { SiteContext } from '../site/site-context';

/**
 * schema.org Organization of a site with an office (the holiday-home brand's country sites): its name, address,
 * phone and postal address, for search engines; null for a site without one.
 */
export function organizationJsonLd(site: Pick<SiteContext, 'brandId' | 'brandName' | 'origin'>, country: CountryConfig): Record<string, unknown> | null {
  const contact = siteContactFor(site.brandId, country.code);
  if (!contact) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    url: `${site.origin}/`,
    telephone: contact.telephone,
    address: { '@type': 'PostalAddress', ...contact.address },
  };
}
