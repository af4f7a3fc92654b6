import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { defineMessages } from 'react-intl';
import { getCities, type City } from '@stays/api-client';
import { POPULAR_LOCATIONS_LIMIT, countryById, type CountryConfig } from '@stays/brand-config';
import { HomeHeader, SearchFormProvider } from '@stays/feature-search';
import { defaultStayDates } from '@stays/validation';
import { BrandLogoLink } from '../components/BrandLogoLink';
import { BrandPromises } from '../components/BrandPromises';
import { HeaderAccount } from '../components/HeaderAccount';
import { PopularCities } from '../components/PopularCities';
import { SiteFooter } from '../components/SiteFooter';
import { serverApi } from '../site/api.server';
import { serverIntl } from '../site/intl.server';
import { pageMeta } from '../site/meta';
import { useRequiredSite } from '../site/site-context';
import { resolveSiteContext } from '../site/site-context.server';
import styles from './home.module.css';

const messages = defineMessages<{ title: { brand: string }; description: { brand: string } }>({
  title: { id: 'web.home.title', defaultMessage: '{brand}: book hotels and homes at the best prices' },
  description: {
    id: 'web.home.description',
    defaultMessage: 'Book hotels and holiday homes with {brand}: pick your destination and dates, compare rooms and prices, and book in 3 taps.',
  },
});

export async function loader({ request }: LoaderFunctionArgs) {
  const site = resolveSiteContext(request);
  const country = countryById(site.countryId) as CountryConfig;
  const stay = defaultStayDates(new Date(), country);
  const [{ cities }, intl] = await Promise.all([
    getCities(serverApi(site.locale), { popular: 'true', ...(site.siteCountryId ? { country_id: site.siteCountryId } : {}) }),
    serverIntl(site.locale),
  ]);
  const popular: City[] = cities.filter((city) => site.countryIds.includes(city.country_id)).slice(0, POPULAR_LOCATIONS_LIMIT);
  return {
    stay,
    popular,
    meta: {
      title: intl.formatMessage(messages.title, { brand: site.brandName }),
      description: intl.formatMessage(messages.description, { brand: site.brandName }),
      canonical: `${site.origin}/`,
      siteName: site.brandName,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function Home() {
  const loaderData = useLoaderData<typeof loader>();
  const site = useRequiredSite();
  const { stay, popular } = loaderData;
  return (
    <>
      <SearchFormProvider initial={stay}>
        <HomeHeader logo={<BrandLogoLink site={site} />} account={<HeaderAccount site={site} />} />
      </SearchFormProvider>
      <main className={styles.main}>
        <PopularCities cities={popular} stay={stay} propertyType={site.defaultPropertyType} />
        <BrandPromises brandName={site.brandName} />
      </main>
      <SiteFooter brandName={site.brandName} showLinks={!site.micrositeMode} />
    </>
  );
}
