import type { ReactNode } from 'react';
import { BrandHeader } from '@stays/feature-search';
import type { SiteContext } from '../site/site-context';
import { BrandLogoLink } from './BrandLogoLink';
import { CountryFooter } from './CountryFooter';
import { HeaderAccount, useAccountMenuShown } from './HeaderAccount';
import { SiteFooter } from './SiteFooter';
import styles from './PageShell.module.css';

/** Every page but home: the brand header, the page's main content, the footer. */
export function PageShell({ site, children, wide = false }: { site: SiteContext; children: ReactNode; wide?: boolean }) {
  const accountMenuShown = useAccountMenuShown(site);
  return (
    <>
      <BrandHeader logo={<BrandLogoLink site={site} />} account={<HeaderAccount site={site} />} accountMenuOnPhone={accountMenuShown} />
      <main className={[styles.main, wide ? styles.wide : undefined].filter(Boolean).join(' ')}>{children}</main>
      <SiteFooter brandName={site.brandName} showLinks={!site.micrositeMode} countryCode={site.countryCode}>
        <CountryFooter site={site} countryCode={site.countryCode} />
      </SiteFooter>
    </>
  );
}
