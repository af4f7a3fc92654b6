import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { ApiClientOptions, MapPoint, SearchQuery } from '@stays/api-client';
import type { StayQuery } from '../../utils/search-urls';
import { locateBundledMapWorker } from './bundled-worker';
import { boundsOf, clusterIndex, markersInView, type MapMarker } from './map-clusters';
import { mapMessages } from './map-messages';
import { OFFLINE_COUNTRIES_URL, offlineStyle } from './offline-style';
import { pinPriceText } from './pin-price';
import { MapSelectedStay } from './MapSelectedStay';
import styles from './ListingMap.module.css';

export interface ListingMapProps {
  api: ApiClientOptions;
  /** The listing's search; the map asks for up to 5,000 of its results. */
  query: SearchQuery;
  stay: StayQuery;
  /** A tile style URL for production; without one, the shipped offline basemap. */
  styleUrl?: string;
  /** Where the list's cards are: hovering or focusing one highlights its pin, and a pin click highlights it. */
  listElementId?: string;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; points: MapPoint[] };

const NO_POINTS: MapPoint[] = [];

/** The listing's map (loaded only when opened): clusters and price pins for every result, in sync with the list. */
export default function ListingMap({ api, query, stay, styleUrl, listElementId }: ListingMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  // Mounted anew (by key) for each search, so the first state is always loading.
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // Only ever rendered in the browser: WebGL can be asked about while rendering.
  const [webgl] = useState(supportsWebGl);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    import('@stays/api-client')
      .then(({ searchMap }) => searchMap(api, JSON.parse(queryKey) as SearchQuery, controller.signal))
      .then((result) => setLoad({ state: 'ready', points: result.points }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, queryKey]);

  // Without its stays (offline, or the call failed) the map still draws its basemap, shipped with the site and kept
  // by the service worker, rather than an error in its place.
  const points = load.state === 'ready' ? load.points : load.state === 'failed' ? NO_POINTS : null;
  const byId = useMemo(() => new Map((points ?? []).map((point) => [point.id, point])), [points]);
  const formatPrice = (point: { price: number | null; currency: string }) => pinPriceText(intl, point.price, point.currency, Boolean(stay.isOpenSearch));

  // The list → map half of the sync: a card hovered or focused lights up its pin.
  useEffect(() => {
    const list = listElementId ? document.getElementById(listElementId) : null;
    if (!list) return;
    const onEnter = (event: Event) => {
      const card = (event.target as HTMLElement).closest<HTMLElement>('[data-hotel-id]');
      setHighlighted(card ? Number(card.dataset['hotelId']) : null);
    };
    list.addEventListener('mouseover', onEnter);
    list.addEventListener('focusin', onEnter);
    return () => {
      list.removeEventListener('mouseover', onEnter);
      list.removeEventListener('focusin', onEnter);
    };
  }, [listElementId]);

  const markerElements = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    for (const [id, element] of markerElements.current) element.dataset['highlighted'] = String(id === highlighted);
  }, [highlighted]);

  useEffect(() => {
    if (!points || !container.current || !webgl) return;
    const index = clusterIndex(points);
    const bounds = boundsOf(points);
    locateBundledMapWorker();
    const map = new maplibregl.Map({
      container: container.current,
      style: styleUrl ?? offlineStyle(OFFLINE_COUNTRIES_URL),
      ...(bounds ? { bounds, fitBoundsOptions: { padding: 48, maxZoom: 14 } } : { center: [78, 21], zoom: 3 }),
      attributionControl: false,
      dragRotate: false,
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    const shown: maplibregl.Marker[] = [];

    const render = () => {
      for (const marker of shown) marker.remove();
      shown.length = 0;
      markerElements.current.clear();
      const view = map.getBounds();
      const markers = markersInView(index, [view.getWest(), view.getSouth(), view.getEast(), view.getNorth()], map.getZoom());
      for (const marker of markers)
        shown.push(new maplibregl.Marker({ element: markerElement(marker) }).setLngLat([marker.longitude, marker.latitude]).addTo(map));
    };

    const markerElement = (marker: MapMarker): HTMLElement => {
      const button = document.createElement('button');
      button.type = 'button';
      if (marker.kind === 'cluster') {
        button.className = styles.cluster ?? '';
        button.textContent = String(marker.count);
        button.setAttribute('aria-label', intl.formatMessage(mapMessages.cluster, { count: marker.count }));
        button.addEventListener('click', () => {
          const zoom = Math.min(index.getClusterExpansionZoom(marker.id), 17);
          map.easeTo({ center: [marker.longitude, marker.latitude], zoom });
        });
        return button;
      }
      const price = formatPrice(marker.pin);
      button.className = styles.pin ?? '';
      button.textContent = price;
      button.dataset['hotelId'] = String(marker.id);
      button.dataset['highlighted'] = String(marker.id === highlighted);
      button.setAttribute(
        'aria-label',
        marker.pin.price === null
          ? intl.formatMessage(stay.isOpenSearch ? mapMessages.pinNoPrice : mapMessages.pinSoldOut, { name: marker.pin.name })
          : intl.formatMessage(stay.isOpenSearch ? mapMessages.pinFrom : mapMessages.pin, { name: marker.pin.name, price }),
      );
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        setSelected(byId.get(marker.id) ?? null);
        setHighlighted(marker.id);
        // The map → list half of the sync: the card of this stay, when it is on the page, comes into view.
        document.querySelector<HTMLElement>(`[data-hotel-id="${marker.id}"]:not(button)`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      });
      markerElements.current.set(marker.id, button);
      return button;
    };

    // Markers are DOM elements: they need the view, not the basemap, so they show at once (and with a slow style).
    render();
    map.on('moveend', render);
    return () => {
      for (const marker of shown) marker.remove();
      map.remove();
    };
    // The markers are rebuilt on every move; the intl, byId and highlight they read are the latest through render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, styleUrl, webgl]);

  return (
    <div className={styles.wrapper}>
      <div ref={container} className={styles.map} role="region" aria-label={intl.formatMessage(mapMessages.label)} />
      <p role="status" className={styles.status}>
        {load.state === 'loading'
          ? intl.formatMessage(mapMessages.loading)
          : !webgl
            ? intl.formatMessage(mapMessages.failed)
            : load.state === 'failed'
              ? intl.formatMessage(mapMessages.staysFailed)
              : intl.formatMessage(mapMessages.shown, { count: load.points.length })}
      </p>
      {selected ? <MapSelectedStay point={selected} stay={stay} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

function supportsWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
