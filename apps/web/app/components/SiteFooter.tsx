import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LanguageControl } from './language/LanguageControl';
import { FooterLegalLinks } from './FooterLegalLinks';
import { CookieSettingsButton } from '../consent/CookieSettingsButton';
import styles from './SiteFooter.module.css';

const messages = defineMessages<{
  label: Record<never, never>;
  about: Record<never, never>;
  partner: Record<never, never>;
  rights: { brand: string; year: number };
}>({
  label: { id: 'web.footer.label', defaultMessage: 'Footer' },
  about: { id: 'web.footer.about', defaultMessage: 'About us' },
  partner: { id: 'web.footer.partner', defaultMessage: 'Partner with us' },
  rights: { id: 'web.footer.rights', defaultMessage: '© {year} {brand}. All rights reserved.' },
});

/** The footer: the brand's links, the site country's legal pages, the language control; `children` is what changes with the brand and the page's country (CountryFooter). */
export function SiteFooter({
  brandName,
  showLinks,
  countryCode,
  children,
}: {
  brandName: string;
  showLinks: boolean;
  countryCode: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {showLinks ? children : null}
        {showLinks ? (
          <nav aria-label={intl.formatMessage(messages.label)}>
            <ul className={styles.links}>
              <li>
                <Link to="/about">{intl.formatMessage(messages.about)}</Link>
              </li>
              <li>
                <Link to="/partner-with-us">{intl.formatMessage(messages.partner)}</Link>
              </li>
            </ul>
          </nav>
        ) : null}
        {showLinks ? <FooterLegalLinks countryCode={countryCode} /> : null}
        <CookieSettingsButton className={styles.cookieSettings} />
        <LanguageControl />
        <p className={styles.rights}>{intl.formatMessage(messages.rights, { brand: brandName, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
