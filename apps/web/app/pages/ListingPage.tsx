import { ListingWithControls, SearchForm, SearchFormProvider } from '@stays/feature-search';
import { PageShell } from '../components/PageShell';
import type { SiteContext } from '../site/site-context';
import type { loadListing } from './listing.server';

export function ListingPage({ site, data }: { site: SiteContext; data: Awaited<ReturnType<typeof loadListing>> }) {
  const { city, stay, hotels, totalCount, path, query, modal, currency } = data;
  return (
    <PageShell site={site} wide>
      <SearchFormProvider
        // A new listing (another city or stay) starts a fresh form.
        key={`${city.slug}|${stay.checkin}|${stay.checkout}`}
        initial={{
          checkin: stay.checkin,
          checkout: stay.checkout,
          rooms: stay.rooms,
          destinationText: city.name,
          destination: { type: 'city', name: city.name, citySlug: city.slug },
        }}
      >
        <SearchForm layout="compact" />
      </SearchFormProvider>
      <ListingWithControls
        // New choices re-render the forms with the URL's values.
        key={`${path}?${JSON.stringify(query)}`}
        path={path}
        stay={stay}
        query={query}
        modal={modal}
        cityName={city.name}
        propertyType={site.defaultPropertyType}
        currency={currency}
        totalCount={totalCount}
        hotels={hotels}
      />
    </PageShell>
  );
}
