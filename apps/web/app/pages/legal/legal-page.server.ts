import { brandById, countryByCode, type CountryConfig } from '@stays/brand-config';
import { LEGAL_PAGES, legalDocument, type LegalPage } from '@stays/legal-content';
import type { SiteContext } from '../../site/site-context';
import { resolveSiteContext } from '../../site/site-context.server';
import { notFound } from '../not-found.server';
import { LEGAL_PAGE_LINKS } from './legal-links';

const isLegalPage = (name: string): name is LegalPage => (LEGAL_PAGES as readonly string[]).includes(name);

/**
 * A legal page (guest-journey §2 "Static pages") as the site's country links it (`/terms/`, `/nl/terms/`): the
 * document of the brand and of the country the path names (the site's own without a prefix), in the guest's
 * language. A prefix naming a country the brand does not sell, or India (never written), is not found.
 */
export function loadLegalPage(request: Request, countryCode: string | undefined) {
  const site = resolveSiteContext(request);
  const page = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isLegalPage(page)) notFound();
  const country = countryOf(site, countryCode);
  const document = legalDocument(page, { brand: brandById(site.brandId), country, locale: site.locale });
  return {
    document,
    meta: {
      title: `${document.title} | ${site.brandName}`,
      description: document.summary,
      // One address per country's page: /terms/ and /nl/terms/ of the Dutch site are the same document.
      canonical: `${site.origin}${country.links[LEGAL_PAGE_LINKS[page]]}`,
      siteName: site.brandName,
    },
  };
}

function countryOf(site: SiteContext, code: string | undefined): CountryConfig {
  if (code === undefined) return countryByCode(site.countryCode) as CountryConfig;
  const country = countryByCode(code);
  if (!country || country.code === 'in' || !site.countryIds.includes(country.id)) notFound();
  return country;
}
