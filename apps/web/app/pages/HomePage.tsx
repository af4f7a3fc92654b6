import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { HomeHeader, SearchConfigProvider, SearchFormProvider } from '@stays/feature-search';
import { BrandLogoLink } from '../components/BrandLogoLink';
import { CountryFooter } from '../components/CountryFooter';
import { HeaderAccount, useAccountMenuShown } from '../components/HeaderAccount';
import { SiteFooter } from '../components/SiteFooter';
import { searchConfigFor } from '../site/search-config';
import type { SiteContext } from '../site/site-context';
import type { SubmittedSearch } from './find-destination.server';
import type { loadHome } from './home.server';
import { HomeSearchModal } from './HomeSearchModal';
import { HomeSections } from './HomeSections';
import styles from './HomePage.module.css';

const messages = defineMessages<{ countryCities: { country: string }; brandCities: { brand: string }; brandCitiesNote: { brand: string; country: string } }>({
  countryCities: { id: 'web.countryHome.popularInCountry', defaultMessage: 'Popular destinations in {country}' },
  brandCities: { id: 'web.countryHome.popularWithBrand', defaultMessage: 'Popular with {brand} guests' },
  brandCitiesNote: {
    id: 'web.countryHome.popularWithBrandNote',
    defaultMessage: 'We have no stays in {country} yet: these are the destinations {brand} guests book most.',
  },
});

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
  const { stay, popular, searchRetry, countryHome, popularScope } = data;
  const accountMenuShown = useAccountMenuShown(site);
  const intl = useIntl();
  // A country's home says whose popular cities these are: the country's, or the brand's while it has none there.
  const popularTitle = !countryHome
    ? undefined
    : popularScope === 'country'
      ? intl.formatMessage(messages.countryCities, { country: countryHome.name })
      : intl.formatMessage(messages.brandCities, { brand: site.brandName });
  const popularNote =
    countryHome && popularScope === 'brand' ? intl.formatMessage(messages.brandCitiesNote, { brand: site.brandName, country: countryHome.name }) : undefined;
  return (
    <>
      <SearchFormProvider initial={searchRetry?.values ?? stay} serverError={searchRetry?.message ?? null}>
        <AffiliateSearch site={site} keptQuery={data.affiliateQuery}>
          <HomeHeader logo={<BrandLogoLink site={site} />} account={<HeaderAccount site={site} />} accountMenuOnPhone={accountMenuShown} reach={data.reach} />
          <HomeSearchModal webview={site.webview} />
        </AffiliateSearch>
      </SearchFormProvider>
      <main className={styles.main}>
        {data.organization ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data.organization).replace(/</g, '\\u003c') }} />
        ) : null}
        <HomeSections
          brandName={site.brandName}
          countryHome={countryHome}
          popular={{ cities: popular, stay, propertyType: site.defaultPropertyType, title: popularTitle, note: popularNote }}
        />
      </main>
      <SiteFooter brandName={site.brandName} showLinks={!site.micrositeMode} countryCode={site.countryCode}>
        <CountryFooter site={site} countryCode={data.footerCountryCode} />
      </SiteFooter>
    </>
  );
}
