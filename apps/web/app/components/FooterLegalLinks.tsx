import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { countryByCode } from '@stays/brand-config';
import type { LegalPage } from '@stays/legal-content';
import { LEGAL_PAGE_LINKS } from '../pages/legal/legal-links';
import styles from './SiteFooter.module.css';

const messages = defineMessages({
  label: { id: 'web.footer.legal.label', defaultMessage: 'Policies' },
  terms: { id: 'web.footer.legal.terms', defaultMessage: 'Terms' },
  'guest-policy': { id: 'web.footer.legal.guestPolicy', defaultMessage: 'Guest policy' },
  'privacy-policy': { id: 'web.footer.legal.privacyPolicy', defaultMessage: 'Privacy policy' },
  'cookie-policy': { id: 'web.footer.legal.cookiePolicy', defaultMessage: 'Cookie policy' },
  'saved-card-policy': { id: 'web.footer.legal.savedCardPolicy', defaultMessage: 'Saved card policy' },
  'corporate-social-responsibility': { id: 'web.footer.legal.csr', defaultMessage: 'Corporate social responsibility' },
  'unmarried-couples': { id: 'web.footer.legal.unmarriedCouples', defaultMessage: 'Unmarried couples' },
});

const FOOTER_PAGES: readonly LegalPage[] = [
  'terms',
  'guest-policy',
  'privacy-policy',
  'cookie-policy',
  'saved-card-policy',
  'corporate-social-responsibility',
  'unmarried-couples',
];

/**
 * The policy links of the site's country (accounts-commerce §3 `links`), each to its legal page. The page on
 * unmarried couples answers on every site but is linked only on India's, where hotels may refuse them.
 */
export function FooterLegalLinks({ countryCode }: { countryCode: string }) {
  const intl = useIntl();
  const country = countryByCode(countryCode);
  if (!country) return null;
  const pages = FOOTER_PAGES.filter((page) => page !== 'unmarried-couples' || country.code === 'in');
  return (
    <nav aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page}>
            <Link to={country.links[LEGAL_PAGE_LINKS[page]]}>{intl.formatMessage(messages[page])}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
