import { Navigate, useLocation, useSearchParams } from 'react-router';
import { pageTypeFromPath } from '@stays/booking-rules';
import { SearchFeatureProvider } from '@stays/feature-search';
import { stayFromQuery } from '@stays/validation';
import { ListingPage, NotFound } from '../pages/ListingPage';
import { SearchPage } from '../pages/SearchPage';
import { useMicrosite } from './microsite-context';

const CITY_LISTING = /^hotels-in-([a-z0-9-]+)$/;

/** Every path of the microsite: the page type rules of the domain library choose the page. */
export function MicrositePage() {
  const { settings, search } = useMicrosite();
  const location = useLocation();
  const [params] = useSearchParams();
  const route = pageTypeFromPath(location.pathname);
  const { nights: _nights, ...stay } = stayFromQuery(params, settings.country, new Date());

  if (route.type === 'micrositeRedirect') return <Navigate to="/" replace />;
  const citySlug = route.type === 'listing' ? CITY_LISTING.exec(route.path)?.[1] : undefined;

  return (
    <SearchFeatureProvider key={`${location.pathname}${location.search}`} config={search} initial={stay}>
      {route.type === 'home' ? <SearchPage /> : citySlug ? <ListingPage citySlug={citySlug} /> : <NotFound />}
    </SearchFeatureProvider>
  );
}
