import { HomeHeader, SearchFormProvider } from '@stays/feature-search';
import { BrandLogoLink } from '../components/BrandLogoLink';
import { BrandPromises } from '../components/BrandPromises';
import { HeaderAccount, useAccountMenuShown } from '../components/HeaderAccount';
import { PopularCities } from '../components/PopularCities';
import { SiteFooter } from '../components/SiteFooter';
import type { SiteContext } from '../site/site-context';
import type { SubmittedSearch } from './find-destination.server';
import type { loadHome } from './home.server';
import { HomeSearchModal } from './HomeSearchModal';
import styles from './HomePage.module.css';

/** The home page: the search header (also as ?modal=searchbar), the popular cities and the brand's promises; also a search the server sent back. */
export function HomePage({
  site,
  data,
}: {
  site: SiteContext;
  data: Awaited<ReturnType<typeof loadHome>> & { searchRetry?: { values: SubmittedSearch; message: string } };
}) {
  const { stay, popular, searchRetry } = data;
  const accountMenuShown = useAccountMenuShown(site);
  return (
    <>
      <SearchFormProvider initial={searchRetry?.values ?? stay} serverError={searchRetry?.message ?? null}>
        <HomeHeader logo={<BrandLogoLink site={site} />} account={<HeaderAccount site={site} />} accountMenuOnPhone={accountMenuShown} />
        <HomeSearchModal />
      </SearchFormProvider>
      <main className={styles.main}>
        <PopularCities cities={popular} stay={stay} propertyType={site.defaultPropertyType} />
        <BrandPromises brandName={site.brandName} />
      </main>
      <SiteFooter brandName={site.brandName} showLinks={!site.micrositeMode} countryCode={site.countryCode} />
    </>
  );
}
