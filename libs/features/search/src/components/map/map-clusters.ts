import Supercluster from 'supercluster';
import type { MapPoint } from '@stays/api-client';

export interface PinProperties {
  id: number;
  name: string;
  price: number | null;
  currency: string;
}

export type MapMarker =
  | { kind: 'cluster'; id: number; count: number; longitude: number; latitude: number }
  | { kind: 'pin'; id: number; longitude: number; latitude: number; pin: PinProperties };

/** Pins closer than this (in pixels at the zoom shown) group into one cluster. */
const CLUSTER_RADIUS_PX = 60;
const MAX_CLUSTER_ZOOM = 16;

/** The clustering index of a search's map points (up to 5,000): built once per result set. */
export function clusterIndex(points: readonly MapPoint[]): Supercluster<PinProperties> {
  const index = new Supercluster<PinProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAX_CLUSTER_ZOOM });
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
      properties: { id: point.id, name: point.name, price: point.price_per_night, currency: point.currency_code },
    })),
  );
  return index;
}

/** What the map shows in a view: clusters and single price pins inside [west, south, east, north] at a zoom. */
export function markersInView(index: Supercluster<PinProperties>, bounds: [number, number, number, number], zoom: number): MapMarker[] {
  return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties as PinProperties & { cluster?: boolean; cluster_id?: number; point_count?: number };
    if (properties.cluster && properties.cluster_id !== undefined) {
      return { kind: 'cluster', id: properties.cluster_id, count: properties.point_count ?? 0, longitude, latitude };
    }
    return {
      kind: 'pin',
      id: properties.id,
      longitude,
      latitude,
      pin: { id: properties.id, name: properties.name, price: properties.price, currency: properties.currency },
    };
  });
}

/** The box around every point (with a margin), for the map's first view; null without points. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const point of points) {
    west = Math.min(west, point.longitude);
    east = Math.max(east, point.longitude);
    south = Math.min(south, point.latitude);
    north = Math.max(north, point.latitude);
  }
  const margin = 0.01;
  return [
    [west - margin, south - margin],
    [east + margin, north + margin],
  ];
}
