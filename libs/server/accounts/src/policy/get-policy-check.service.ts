import type { PolicyCheck } from '@stays/api-client';
import type { Brand, CountryConfig } from '@stays/brand-config';
import { legalDocument, legalJurisdiction, type LegalPage } from '@stays/legal-content';
import type { SqlClient } from '@stays/server-core';

const POLICY_PAGES: readonly { type: PolicyCheck['policies'][number]['type']; page: LegalPage; link: keyof CountryConfig['links'] }[] = [
  { type: 'terms', page: 'terms', link: 'termsAndCondition' },
  { type: 'privacy', page: 'privacy-policy', link: 'privacyPolicy' },
  { type: 'cookie', page: 'cookie-policy', link: 'cookiePolicy' },
];

/**
 * GET /api/pwa/policy-check (version 1): the current version (last-updated date) of the site's terms, privacy and
 * cookie policies, and whether the signed-in guest gave consent (the account's gdpr_consent). Consent is asked in
 * the EU and the UK, unless the brand hides the consent banner.
 */
export async function getPolicyCheck(database: SqlClient, site: { brand: Brand; country: CountryConfig }, userId: number | null): Promise<PolicyCheck> {
  const policies = POLICY_PAGES.map(({ type, page, link }) => {
    const document = legalDocument(page, { brand: site.brand, country: site.country, locale: 'en' });
    return { type, version: document.lastUpdated, title: document.title, url: site.country.links[link] };
  });
  const consentRequired = legalJurisdiction(site.brand, site.country) !== 'india' && !site.brand.featureFlags.hideGdprBanner;
  const rows =
    userId === null ? [] : await database.query<{ gdpr_consent: boolean }>('SELECT gdpr_consent FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  const accepted = rows[0]?.gdpr_consent ?? null;
  return {
    version: 1,
    country_code: site.country.code,
    policies,
    consent_required: consentRequired,
    is_logged_in: accepted !== null,
    accepted,
    needs_acceptance: consentRequired && accepted !== true,
  };
}
