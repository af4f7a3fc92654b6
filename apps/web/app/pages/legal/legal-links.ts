import type { CountryConfig } from '@stays/brand-config';
import type { LegalPage } from '@stays/legal-content';

/** The country link (accounts-commerce §3 `links`) that leads to each legal page. */
export const LEGAL_PAGE_LINKS: Readonly<Record<LegalPage, keyof CountryConfig['links']>> = {
  terms: 'termsAndCondition',
  'guest-policy': 'guestPolicy',
  'privacy-policy': 'privacyPolicy',
  'cookie-policy': 'cookiePolicy',
  'corporate-social-responsibility': 'corporateSocialResponsibility',
  'saved-card-policy': 'savedCardPolicy',
  'unmarried-couples': 'unmarriedCouples',
};
