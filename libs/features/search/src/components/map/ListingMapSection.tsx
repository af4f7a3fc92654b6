import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { SearchQuery } from '@stays/api-client';
import { useSearchConfig } from '../../config/search-config';
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

const subscribeToNothing = () => () => undefined;

/** The 'Show map' toggle of a listing and, once opened in the browser, the map itself. */
export function ListingMapSection({ query, stay, initiallyOpen = false, listElementId }: ListingMapSectionProps) {
  const intl = useIntl();
  const config = useSearchConfig();
  const [open, setOpen] = useState(initiallyOpen);
  // The map exists only in the browser: false while rendering on the server and hydrating, true after.
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);

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
      <button type="button" className={styles.toggle} aria-pressed={open} onClick={toggle} disabled={!hydrated}>
        <span aria-hidden="true">🗺</span> {intl.formatMessage(open ? mapMessages.hide : mapMessages.show)}
      </button>
      {open && hydrated ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(mapMessages.loading)}</p>}>
          <ListingMap key={JSON.stringify(query)} api={config.api} query={query} stay={stay} styleUrl={config.mapStyleUrl} listElementId={listElementId} />
        </Suspense>
      ) : null}
    </div>
  );
}
