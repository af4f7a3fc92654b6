import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import MapIcon from 'lucide-react/icons/map';
import { Icon } from '@stays/ui';
import type { SearchQuery } from '@stays/api-client';
import { useSearchConfig } from '../../config/search-config';
import { useHydrated } from '../../hooks/use-hydrated';
import type { StayQuery } from '../../utils/search-urls';
import { mapMessages } from './map-messages';
import styles from './ListingMapSection.module.css';

// MapLibre and the clustering are a chunk of their own, fetched only when the guest opens the map.
const ListingMap = lazy(() => import('./ListingMap'));

export interface ListingMapSectionProps {
  query: SearchQuery;
  stay: StayQuery;
  /** Open at first (the URL asked for view=map). */
  initiallyOpen?: boolean;
  /** The id of the results list the map keeps in sync with. */
  listElementId?: string;
}

/** The listing's URL with the map open (view=map) or closed. */
function mapViewHref(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set('view', 'map');
  else params.delete('view');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** The 'Show map' toggle of a listing and, once opened in the browser, the map itself. */
export function ListingMapSection({ query, stay, initiallyOpen = false, listElementId }: ListingMapSectionProps) {
  const intl = useIntl();
  const config = useSearchConfig();
  const [open, setOpen] = useState(initiallyOpen);
  const location = useLocation();
  // The map exists only in the browser: false while rendering on the server and hydrating, true after.
  const hydrated = useHydrated();

  function toggle() {
    const next = !open;
    setOpen(next);
    // The URL says whether the map is open, so a shared or reloaded listing opens it again.
    const url = new URL(window.location.href);
    if (next) url.searchParams.set('view', 'map');
    else url.searchParams.delete('view');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
  }

  return (
    <div className={styles.section}>
      {hydrated ? (
        <button type="button" className={styles.toggle} aria-pressed={open} onClick={toggle}>
          <Icon icon={MapIcon} /> {intl.formatMessage(open ? mapMessages.hide : mapMessages.show)}
        </button>
      ) : (
        // Before hydration a tap loads the listing with the map view asked for (view=map); it opens once the page works.
        <a className={styles.toggle} href={mapViewHref(location.pathname, location.search, !open)}>
          <Icon icon={MapIcon} /> {intl.formatMessage(open ? mapMessages.hide : mapMessages.show)}
        </a>
      )}
      {open && hydrated ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(mapMessages.loading)}</p>}>
          <ListingMap key={JSON.stringify(query)} api={config.api} query={query} stay={stay} styleUrl={config.mapStyleUrl} listElementId={listElementId} />
        </Suspense>
      ) : null}
    </div>
  );
}
