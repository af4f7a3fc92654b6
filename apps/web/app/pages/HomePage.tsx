import type { ReactNode } from 'react';
import { HomeHeader, SearchConfigProvider, SearchFormProvider } from '@stays/feature-search';
import { BrandLogoLink } from '../components/BrandLogoLink';
import { BrandPromises } from '../components/BrandPromises';
import { HeaderAccount, useAccountMenuShown } from '../components/HeaderAccount';
import { PopularCities } from '../components/PopularCities';
import { SiteFooter } from '../components/SiteFooter';
import { searchConfigFor } from '../site/search-config';
import type { SiteContext } from '../site/site-context';
import type { SubmittedSearch } from './find-destination.server';
import type { loadHome } from './home.server';
import { HomeSearchModal } from './HomeSearchModal';
import styles from './HomePage.module.css';

/** Searches made under it carry the affiliate's parameters on (/searchaffiliate/). */
function AffiliateSearch({ site, keptQuery, children }: { site: SiteContext; keptQuery: string | undefined; children: ReactNode }) {
  return keptQuery ? <SearchConfigProvider value={{ ...searchConfigFor(site), keptQuery }}>{children}</SearchConfigProvider> : children;
}

/**
 * The home page: the search header (also as ?modal=searchbar), the popular cities and the brand's promises; also a
 * search the server sent back, and an affiliate's search box (/searchaffiliate/, with its parameters to keep).
 */
export function HomePage({
  site,
  data,
}: {
  site: SiteContext;
  data: Awaited<ReturnType<typeof loadHome>> & { searchRetry?: { values: SubmittedSearch; message: string }; affiliateQuery?: string };
}) {
  const { stay, popular, searchRetry } = data;
  const accountMenuShown = useAccountMenuShown(site);
  return (
    <>
      <SearchFormProvider initial={searchRetry?.values ?? stay} serverError={searchRetry?.message ?? null}>
        <AffiliateSearch site={site} keptQuery={data.affiliateQuery}>
          <HomeHeader logo={<BrandLogoLink site={site} />} account={<HeaderAccount site={site} />} accountMenuOnPhone={accountMenuShown} />
          <HomeSearchModal webview={site.webview} />
        </AffiliateSearch>
      </SearchFormProvider>
      <main className={styles.main}>
        <PopularCities cities={popular} stay={stay} propertyType={site.defaultPropertyType} />
        <BrandPromises brandName={site.brandName} />
      </main>
      <SiteFooter brandName={site.brandName} showLinks={!site.micrositeMode} />
    </>
  );
}
