import { browserApi, useCurrentUser } from '@stays/feature-account';
import { LISTING_RESULTS_ID, ListingMapSection, ListingWithControls, SearchForm, SearchFormProvider } from '@stays/feature-search';
import { ShortlistHeart, ShortlistProvider } from '@stays/feature-wishlist';
import { PageShell } from '../components/PageShell';
import { MemberCardPricing } from './member/MemberCardPricing';
import type { SiteContext } from '../site/site-context';
import type { loadListing } from './listing.server';

export function ListingPage({ site, data }: { site: SiteContext; data: Awaited<ReturnType<typeof loadListing>> }) {
  const { place, stay, hotels, alternates, totalCount, path, query, modal, currency } = data;
  const { city } = place;
  const api = browserApi(site.locale);
  const { data: user, isPending: userPending } = useCurrentUser(api);
  return (
    <PageShell site={site} wide>
      <ShortlistProvider api={api} csrfToken={user.isLoggedIn ? user.csrf_token : null} userPending={userPending}>
        <SearchFormProvider
          // A new listing (another place or stay) starts a fresh form.
          key={`${path}|${stay.checkin}|${stay.checkout}|${stay.flexibleDaysCount}`}
          initial={{
            checkin: stay.checkin,
            checkout: stay.checkout,
            rooms: stay.rooms,
            flexibleDaysCount: stay.flexibleDaysCount,
            destinationText: place.destination?.name ?? city?.name ?? '',
            destination: place.destination ?? (city ? { type: 'city', name: city.name, citySlug: city.slug, cityId: city.id } : undefined),
          }}
        >
          <SearchForm layout="compact" />
        </SearchFormProvider>
        <MemberCardPricing site={site} api={api} signedIn={user.isLoggedIn}>
          <ListingWithControls
            // New choices re-render the forms with the URL's values.
            key={`${path}?${JSON.stringify(query)}`}
            path={path}
            stay={stay}
            query={query}
            modal={modal}
            cityName={place.themed?.place ?? place.label}
            relation={place.relation}
            themes={place.themed?.tags}
            alternates={alternates}
            map={<ListingMapSection query={data.mapQuery} stay={stay} initiallyOpen={data.mapOpen} listElementId={LISTING_RESULTS_ID} />}
            propertyType={site.defaultPropertyType}
            currency={currency}
            totalCount={totalCount}
            hotels={hotels}
            cardAction={(hotel) => <ShortlistHeart hotel={hotel} />}
          />
        </MemberCardPricing>
      </ShortlistProvider>
    </PageShell>
  );
}
