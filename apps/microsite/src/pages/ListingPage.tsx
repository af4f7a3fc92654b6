import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { BrandHeader, ListingResults, SearchForm } from '@stays/feature-search';
import { Logo, Spinner } from '@stays/ui';
import { stayFromQuery } from '@stays/validation';
import { listingQueryOptions } from '../api/listing-query';
import { useMicrosite } from '../app/microsite-context';
import styles from './pages.module.css';

/** A city's available stays, fetched in the browser (the microsite is a static app). */
export function ListingPage({ citySlug }: { citySlug: string }) {
  const { settings, search } = useMicrosite();
  const [params] = useSearchParams();
  const { rooms, ...stay } = stayFromQuery(params, settings.country, new Date());
  const listing = useQuery(
    listingQueryOptions(search.api, {
      citySlug,
      checkin: stay.checkin,
      checkout: stay.checkout,
      rooms,
      brandName: settings.brand.name,
      propertyType: settings.brand.defaultPropertyType,
    }),
  );

  return (
    <>
      <BrandHeader logo={<Logo theme={settings.brand.themeId} name={settings.brand.name} />} />
      <main className={styles.page}>
        <SearchForm layout="compact" />
        {listing.isPending ? (
          <Spinner />
        ) : listing.isError ? (
          <p role="alert">
            <FormattedMessage id="microsite.listing.error" defaultMessage="We could not load the stays. Please try again." />
          </p>
        ) : listing.data.city && listing.data.search ? (
          <ListingResults
            cityName={listing.data.city.name}
            propertyType={settings.brand.defaultPropertyType}
            totalCount={listing.data.search.total_count}
            hotels={listing.data.search.hotels}
            stay={{ checkin: stay.checkin, checkout: stay.checkout, rooms }}
          />
        ) : (
          <NotFound />
        )}
      </main>
    </>
  );
}

export function NotFound() {
  return (
    <section className={styles.notFound}>
      <h1>
        <FormattedMessage id="microsite.notFound.title" defaultMessage="We could not find that page" />
      </h1>
      <Link to="/">
        <FormattedMessage id="microsite.notFound.back" defaultMessage="Start a new search" />
      </Link>
    </section>
  );
}
