import type { StyleSpecification } from 'maplibre-gl';

/**
 * The basemap that needs no internet: countries of Natural Earth 1:110m (shipped GeoJSON, built by
 * scripts/build-basemap.mjs) over a sea-coloured background. Production passes a tile style URL instead.
 */
export function offlineStyle(countriesUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countriesUrl } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe2ee' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f5f2ea' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#a9a294', 'line-width': 0.7 } },
    ],
  };
}

export const OFFLINE_COUNTRIES_URL = new URL('./basemap/countries-110m.json', import.meta.url).href;
