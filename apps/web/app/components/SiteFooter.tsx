import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FooterLegalLinks } from './FooterLegalLinks';
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

export function SiteFooter({ brandName, showLinks, countryCode }: { brandName: string; showLinks: boolean; countryCode: string }) {
  const intl = useIntl();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
        <p className={styles.rights}>{intl.formatMessage(messages.rights, { brand: brandName, year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
